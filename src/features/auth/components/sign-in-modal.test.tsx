import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { signIn } from 'next-auth/react';
import { closeModal, useActiveModal } from '@/features/modals';
import { renderWithI18n } from '@/ui/testing';
import { hardNavigate } from './hard-navigate';
import { ToastHost } from '@/ui/toast-host';
import { useToastStore } from '@/ui/toast-store';
import { closeSignInModal, openSignInModal, useSignInModalStore } from '../sign-in-modal-store';
import { SignInModal } from './sign-in-modal';

const router = { refresh: vi.fn(), replace: vi.fn(), push: vi.fn() };
let pathname = '/zh_tw';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  useRouter: () => router,
  usePathname: () => pathname,
}));
vi.mock('./hard-navigate', () => ({ hardNavigate: vi.fn() }));
vi.mock('next-auth/react', () => ({ signIn: vi.fn() }));

function ActiveModalProbe() {
  const modal = useActiveModal();
  return modal ? <output data-testid="modal">{JSON.stringify(modal)}</output> : null;
}

function renderModal() {
  return renderWithI18n(
    <>
      <SignInModal />
      <ToastHost />
      <ActiveModalProbe />
    </>,
  );
}

describe('SignInModal', () => {
  beforeEach(() => {
    pathname = '/zh_tw';
    vi.mocked(signIn).mockReset();
    vi.mocked(hardNavigate).mockReset();
    Object.values(router).forEach((fn) => fn.mockReset());
    closeSignInModal();
    closeModal();
    useToastStore.setState({ toasts: [] });
  });

  it('is a 500 px dialog with LINE first and the other methods below', () => {
    renderModal();
    act(() => openSignInModal());
    const dialog = screen.getByRole('dialog', { name: '登入' });
    expect(dialog.style.maxWidth).toBe('500px');
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names.slice(0, 6)).toEqual(['LINE 登入', 'Google 登入', 'Apple 登入', 'Facebook 登入', '手機登入', '訪客登入']);
  });

  it('signs in as guest without a redirect, then refreshes and closes', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: null, status: 200, url: null });
    renderModal();
    act(() => openSignInModal());
    fireEvent.click(screen.getByRole('button', { name: '訪客登入' }));
    expect(screen.getByRole('status')).toHaveTextContent('載入中.....');
    await waitFor(() => expect(router.refresh).toHaveBeenCalled());
    expect(signIn).toHaveBeenCalledWith('guest', { lang: 'zh_tw', redirect: false, callbackUrl: '/zh_tw' });
    expect(useSignInModalStore.getState().open).toBe(false);
  });

  it('goes to the callback after signing in', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: true, error: null, status: 200, url: null });
    renderModal();
    act(() => openSignInModal({ callbackUrl: '/zh_tw/member/info' }));
    fireEvent.click(screen.getByRole('button', { name: '訪客登入' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/zh_tw/member/info'));
  });

  it('shows the error modal with the lobby code on failure and stays open', async () => {
    vi.mocked(signIn).mockResolvedValue({ ok: false, error: '100014', status: 401, url: null });
    renderModal();
    act(() => openSignInModal());
    fireEvent.click(screen.getByRole('button', { name: '訪客登入' }));
    await waitFor(() => expect(screen.getByTestId('modal')).toHaveTextContent('"code":100014'));
    expect(screen.getByTestId('modal')).toHaveTextContent('"context":"signIn"');
    expect(useSignInModalStore.getState().open).toBe(true);
    expect(router.refresh).not.toHaveBeenCalled();
  });

  it.each(['LINE 登入', 'Google 登入', 'Apple 登入', 'Facebook 登入', '手機登入'])(
    '%s says it is not available yet instead of signing in',
    (name) => {
      renderModal();
      act(() => openSignInModal());
      fireEvent.click(screen.getByRole('button', { name }));
      expect(signIn).not.toHaveBeenCalled();
      expect(screen.getByText(`${name}即將開放，敬請期待！目前可先使用訪客登入。`)).toBeInTheDocument();
    },
  );

  it('shows the session-required notice', () => {
    renderModal();
    act(() => openSignInModal({ notice: 'sessionRequired' }));
    expect(screen.getByRole('alert')).toHaveTextContent('請先登入後再繼續。');
  });

  it('on /play-game/m pushes its open state to history; back closes it', () => {
    pathname = '/zh_tw/play-game/m';
    const push = vi.spyOn(window.history, 'pushState');
    renderModal();
    act(() => openSignInModal());
    expect(push).toHaveBeenCalledWith(expect.objectContaining({ signInModal: true }), '');
    act(() => {
      window.history.replaceState(null, '');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(useSignInModalStore.getState().open).toBe(false);
  });

  it('elsewhere leaves history alone', () => {
    const push = vi.spyOn(window.history, 'pushState');
    push.mockClear();
    renderModal();
    act(() => openSignInModal());
    expect(push).not.toHaveBeenCalled();
  });
});
