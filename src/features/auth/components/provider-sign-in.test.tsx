import { screen, waitFor } from '@testing-library/react';
import { signIn, useSession } from 'next-auth/react';
import { renderWithI18n } from '@/ui/testing';
import { usePhoneSignInStore } from '../phone/phone-sign-in-store';
import { POPUP_MARK_KEY } from '../popup/popup-messages';
import { hardNavigate } from './hard-navigate';
import { ProviderSignIn } from './provider-sign-in';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('./hard-navigate', () => ({ hardNavigate: vi.fn() }));
vi.mock('next-auth/react', () => ({ signIn: vi.fn(), getSession: vi.fn(async () => null), useSession: vi.fn() }));

const as = (status: 'authenticated' | 'unauthenticated' | 'loading') =>
  vi.mocked(useSession).mockReturnValue({ data: null, status, update: vi.fn() } as never);

describe('ProviderSignIn', () => {
  beforeEach(() => {
    vi.mocked(hardNavigate).mockReset();
    vi.mocked(signIn).mockReset();
    sessionStorage.clear();
    usePhoneSignInStore.setState({ view: null });
    as('unauthenticated');
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

  it.each(['line', 'google', 'apple', 'facebook'] as const)('%s goes to its identity provider and asks to come back here', async (provider) => {
    renderWithI18n(<ProviderSignIn provider={provider} redirectUrl="/zh_tw/play" popup />);
    await waitFor(() =>
      expect(signIn).toHaveBeenCalledWith(provider, {
        callbackUrl: `/zh_tw/signIn/${provider}?signInRedirectURL=%2Fzh_tw%2Fplay&step=done`,
      }),
    );
    expect(sessionStorage.getItem(POPUP_MARK_KEY)).toBe('1');
  });

  it('back from the identity provider in a popup: reports to the opener and closes', async () => {
    as('authenticated');
    sessionStorage.setItem(POPUP_MARK_KEY, '1');
    const postMessage = vi.fn();
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    renderWithI18n(<ProviderSignIn provider="line" step="done" />);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(postMessage).toHaveBeenCalledWith({ source: 'sign-in-popup', type: 'signed-in' }, window.location.origin);
    expect(signIn).not.toHaveBeenCalled();
    expect(hardNavigate).not.toHaveBeenCalled();
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  });

  it('back from the identity provider as a page: goes to signInRedirectURL', async () => {
    as('authenticated');
    renderWithI18n(<ProviderSignIn provider="google" step="done" redirectUrl="/zh_tw/member/info" />);
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/zh_tw/member/info', { replace: true }));
  });

  it('back without a session: offers to try again instead of looping', async () => {
    renderWithI18n(<ProviderSignIn provider="apple" step="done" />);
    expect(await screen.findByRole('button', { name: 'Apple 登入' })).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('phone opens 手機登入 with the redirect as its callback', async () => {
    renderWithI18n(<ProviderSignIn provider="phone" redirectUrl="/zh_tw/play" />);
    await waitFor(() => expect(usePhoneSignInStore.getState()).toMatchObject({ view: 'phone', callbackUrl: '/zh_tw/play' }));
  });
});
