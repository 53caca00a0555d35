import { screen, waitFor } from '@testing-library/react';
import { signIn } from 'next-auth/react';
import { renderWithI18n } from '@/ui/testing';
import { hardNavigate } from './hard-navigate';
import { ProviderSignIn } from './provider-sign-in';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('./hard-navigate', () => ({ hardNavigate: vi.fn() }));
vi.mock('next-auth/react', () => ({ signIn: vi.fn() }));

describe('ProviderSignIn', () => {
  beforeEach(() => {
    vi.mocked(hardNavigate).mockReset();
    vi.mocked(signIn).mockReset();
  });

  it('signs a guest in and goes to signInRedirectURL', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: null, status: 200, url: null });
    renderWithI18n(<ProviderSignIn provider="guest" redirectUrl="/zh_tw/play-game/m" />);
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/zh_tw/play-game/m', { replace: true }));
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the guest sign-in fails', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: false, error: '100009', status: 401, url: null });
    renderWithI18n(<ProviderSignIn provider="guest" />);
    expect(await screen.findByRole('button', { name: '訪客登入' })).toBeInTheDocument();
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('says other providers are not available yet', () => {
    renderWithI18n(<ProviderSignIn provider="line" />);
    expect(screen.getByText('LINE 登入即將開放，敬請期待！目前可先使用訪客登入。')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });
});
