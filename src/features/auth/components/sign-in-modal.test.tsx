import { Code } from '@/protocol';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession, signIn } from 'next-auth/react';
import { closeModal, useActiveModal } from '@/features/modals';
import { renderWithI18n } from '@/ui/testing';
import { hardNavigate } from './hard-navigate';
import { ToastHost } from '@/ui/toast-host';
import { useToastStore } from '@/ui/toast-store';
import { openProviderPopup, type PopupOutcome } from '../popup/open-provider-popup';
import { usePhoneSignInStore } from '../phone/phone-sign-in-store';
import { closeSignInModal, openSignInModal, useSignInModalStore } from '../sign-in-modal-store';
import { SignInModal } from './sign-in-modal';

const router = { refresh: vi.fn(), replace: vi.fn(), push: vi.fn() };
let pathname = '/zh_tw';

vi.mock('next/navigation', () => ({
  useParams: () => ({ locale: 'zh_tw' }),
  useRouter: () => router,
  usePathname: () => pathname,
}));
const update = vi.fn(async () => null);
vi.mock('./hard-navigate', () => ({ hardNavigate: vi.fn() }));
vi.mock('next-auth/react', () => ({
  signIn: vi.fn(),
  getSession: vi.fn(async () => null),
  useSession: () => ({ data: null, status: 'unauthenticated', update }),
}));
vi.mock('../popup/open-provider-popup', () => ({ openProviderPopup: vi.fn() }));

/** The popup the modal opened: its URL and how to end it. */
function popupOpened(): { url: string; end: (outcome: PopupOutcome) => Promise<void> } {
  const [url, onOutcome] = vi.mocked(openProviderPopup).mock.calls.at(-1)!;
  return {
    url,
    end: async (outcome) => {
      await act(async () => {
        onOutcome(outcome);
        await Promise.resolve();
      });
    },
  };
}

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
    vi.mocked(getSession).mockClear();
    vi.mocked(openProviderPopup).mockReset().mockReturnValue(vi.fn());
    update.mockClear();
    usePhoneSignInStore.setState({ view: null });
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

  it('reports a login_click for each provider button, and guest is an outline button, not a gold one', () => {
    window.dataLayer = [];
    vi.mocked(signIn).mockReturnValue(new Promise(() => {}));
    for (const name of ['LINE 登入', 'Google 登入', '訪客登入']) {
      const view = renderModal();
      act(() => openSignInModal());
      fireEvent.click(screen.getByRole('button', { name }));
      view.unmount();
      act(() => closeSignInModal());
    }
    renderModal();
    act(() => openSignInModal());
    expect(window.dataLayer.map((e) => [e.event, e.method])).toEqual([
      ['login_click', 'line'],
      ['login_click', 'google'],
      ['login_click', 'guest'],
    ]);
    const guest = screen.getByRole('button', { name: '訪客登入' });
    expect(guest.className).toContain('ring-gold-400');
    expect(guest.className).not.toContain('from-gold');
    delete window.dataLayer;
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
    // tells the other tabs: a redirect-less credentials sign-in does not broadcast by itself
    expect(getSession).toHaveBeenCalled();
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

  it.each([
    ['LINE 登入', 'line'],
    ['Google 登入', 'google'],
    ['Apple 登入', 'apple'],
    ['Facebook 登入', 'facebook'],
  ])('%s opens /signIn/%s in a popup, waits, and moves on when it reports success', async (name, provider) => {
    renderModal();
    act(() => openSignInModal({ callbackUrl: '/zh_tw/member/info' }));
    fireEvent.click(screen.getByRole('button', { name }));
    const popup = popupOpened();
    expect(popup.url).toBe(`/zh_tw/signIn/${provider}?signInRedirectURL=%2Fzh_tw%2Fmember%2Finfo&popup=1`);
    expect(screen.getByText(`請在新開啟的視窗完成 ${name}`)).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    await popup.end({ type: 'signed-in' });
    expect(update).toHaveBeenCalled();
    expect(hardNavigate).toHaveBeenCalledWith('/zh_tw/member/info');
    expect(useSignInModalStore.getState().open).toBe(false);
  });

  it('shows the lobby code the popup reports, and stays open', async () => {
    renderModal();
    act(() => openSignInModal());
    fireEvent.click(screen.getByRole('button', { name: 'LINE 登入' }));
    await popupOpened().end({ type: 'sign-in-error', error: String(Code.NotFound) });
    expect(screen.getByTestId('modal')).toHaveTextContent(`"code":${Code.NotFound}`);
    expect(screen.getByTestId('modal')).toHaveTextContent('"context":"signIn"');
    expect(useSignInModalStore.getState().open).toBe(true);
    expect(screen.queryByText(/請在新開啟的視窗/)).not.toBeInTheDocument();
  });

  it('a next-auth error from the popup shows the try-again notice', async () => {
    renderModal();
    act(() => openSignInModal());
    fireEvent.click(screen.getByRole('button', { name: 'Google 登入' }));
    await popupOpened().end({ type: 'sign-in-error', error: 'OAuthCallback' });
    expect(screen.getByRole('alert')).toHaveTextContent('登入失敗，請再試一次。');
  });

  it('closing the popup or 取消 gives the methods back', async () => {
    renderModal();
    act(() => openSignInModal());
    fireEvent.click(screen.getByRole('button', { name: 'Apple 登入' }));
    await popupOpened().end({ type: 'closed' });
    expect(screen.getByRole('button', { name: 'LINE 登入' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Facebook 登入' }));
    const stop = vi.mocked(openProviderPopup).mock.results.at(-1)!.value as ReturnType<typeof vi.fn>;
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(stop).toHaveBeenCalled();
    expect(screen.queryByText(/請在新開啟的視窗/)).not.toBeInTheDocument();
  });

  it('a blocked popup opens the provider page in this window', () => {
    vi.mocked(openProviderPopup).mockReturnValue(null);
    renderModal();
    act(() => openSignInModal());
    fireEvent.click(screen.getByRole('button', { name: 'LINE 登入' }));
    expect(hardNavigate).toHaveBeenCalledWith('/zh_tw/signIn/line?signInRedirectURL=%2F');
  });

  it('手機登入 opens the phone sign-in modal with the same callback', () => {
    renderModal();
    act(() => openSignInModal({ callbackUrl: '/zh_tw/play' }));
    fireEvent.click(screen.getByRole('button', { name: '手機登入' }));
    expect(useSignInModalStore.getState().open).toBe(false);
    expect(usePhoneSignInStore.getState()).toMatchObject({ view: 'phone', callbackUrl: '/zh_tw/play' });
    expect(signIn).not.toHaveBeenCalled();
  });

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
