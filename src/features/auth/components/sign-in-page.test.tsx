import { screen, waitFor } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { closeModal } from '@/features/modals';
import { useModalStore } from '@/features/modals/store';
import { renderWithI18n } from '@/ui/testing';
import { hardNavigate } from './hard-navigate';
import { closeSignInModal, useSignInModalStore } from '../sign-in-modal-store';
import { SignInPage } from './sign-in-page';

vi.mock('next/navigation', () => ({ useParams: () => ({ locale: 'zh_tw' }) }));
vi.mock('./hard-navigate', () => ({ hardNavigate: vi.fn() }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));

const visitor = { data: null, status: 'unauthenticated', update: vi.fn() } as const;

describe('SignInPage', () => {
  beforeEach(() => {
    closeSignInModal();
    closeModal();
    vi.mocked(hardNavigate).mockReset();
    vi.mocked(useSession).mockReturnValue(visitor);
  });

  it('opens the sign-in modal with the session-required notice and the callback', () => {
    renderWithI18n(<SignInPage error="SessionRequired" callbackUrl="/zh_tw/member/info" />);
    expect(useSignInModalStore.getState()).toMatchObject({
      open: true,
      notice: 'sessionRequired',
      callbackUrl: '/zh_tw/member/info',
    });
  });

  it('shows the error text for a numeric lobby code', () => {
    renderWithI18n(<SignInPage error="100014" />);
    expect(useModalStore.getState().active).toMatchObject({ kind: 'error', code: 100014, context: 'signIn' });
    expect(useSignInModalStore.getState().notice).toBeNull();
  });

  it('ignores a callback to another site and goes home instead', () => {
    renderWithI18n(<SignInPage callbackUrl="https://evil.example/" />);
    expect(useSignInModalStore.getState().callbackUrl).toBe('/zh_tw');
  });

  it('sends a player who is already signed in to the callback', async () => {
    vi.mocked(useSession).mockReturnValue({ data: null, status: 'authenticated', update: vi.fn() } as never);
    renderWithI18n(<SignInPage callbackUrl="/zh_tw/play" />);
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/zh_tw/play', { replace: true }));
    expect(useSignInModalStore.getState().open).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('載入中.....');
  });
});
