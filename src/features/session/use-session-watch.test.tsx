import { act, render } from '@testing-library/react';
import { useSession } from 'next-auth/react';
import { useModalStore } from '@/features/modals/store';
import { setCurrentSession } from './session-generation';
import { useSessionWatch } from './use-session-watch';
import { useUserRefresh } from './use-user-refresh';

const router = { replace: vi.fn() };
const update = vi.fn<(request?: unknown) => Promise<unknown>>(async () => null);
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/zh_tw' }));
vi.mock('next-auth/react', () => ({ useSession: vi.fn() }));

type Status = 'authenticated' | 'unauthenticated' | 'loading';
function session(status: Status, data: Record<string, unknown> | null = null) {
  vi.mocked(useSession).mockReturnValue({ status, data, update } as never);
  // SessionSockets records the session in force on the page (issue 7 item 8).
  setCurrentSession(status === 'authenticated' ? ((data?.sessionTag as string | undefined) ?? null) : null);
}

function Watch({ signOut, skip = false }: { signOut: () => Promise<void>; skip?: boolean }) {
  useSessionWatch({ signOut, skip });
  return null;
}

describe('useSessionWatch', () => {
  beforeEach(() => {
    localStorage.clear();
    useModalStore.setState({ active: null });
    router.replace.mockReset();
    update.mockClear();
  });

  it('a new account (isRegist) gets the registration-success modal once, then the flag is cleared', () => {
    session('authenticated', { sessionTag: 'tok-1', provider: 'phone', isRegist: true });
    const { rerender } = render(<Watch signOut={vi.fn()} />);
    expect(useModalStore.getState().active?.kind).toBe('registrationSuccess');
    expect(update).toHaveBeenCalledWith({ isRegist: false });
    useModalStore.setState({ active: null });
    rerender(<Watch signOut={vi.fn()} />);
    render(<Watch signOut={vi.fn()} />); // another tab of the same session
    expect(useModalStore.getState().active).toBeNull();
  });

  it('not for guests, nor in the sign-in popup', () => {
    session('authenticated', { sessionTag: 'g', provider: 'guest', isRegist: true });
    render(<Watch signOut={vi.fn()} />);
    session('authenticated', { sessionTag: 'p', provider: 'line', isRegist: true });
    render(<Watch signOut={vi.fn()} skip />);
    expect(useModalStore.getState().active).toBeNull();
  });

  it('a refresh that found the session suspended shows its modal and signs out on close', () => {
    const signOut = vi.fn(async () => {});
    session('authenticated', { sessionTag: 't', provider: 'line', signInError: { Code: 100014 } });
    render(<Watch signOut={signOut} />);
    expect(useModalStore.getState().active?.kind).toBe('suspended');
    act(() => useModalStore.getState().active!.onClose!());
    expect(signOut).toHaveBeenCalled();
  });

  it('signed out in another tab while on a route that needs login: goes home', () => {
    window.history.replaceState(null, '', '/zh_tw/member/info');
    session('authenticated', { sessionTag: 't', provider: 'guest' });
    const { rerender } = render(<Watch signOut={vi.fn()} />);
    session('unauthenticated');
    rerender(<Watch signOut={vi.fn()} />);
    expect(router.replace).toHaveBeenCalledWith('/zh_tw');
    window.history.replaceState(null, '', '/');
  });
});

function Refresh({ active }: { active: boolean }) {
  useUserRefresh(active);
  return null;
}

describe('useUserRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    update.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('re-reads the user every 5 minutes, retrying a failed read up to 5 times', async () => {
    session('authenticated', { sessionTag: 't', userRefreshedAt: 1 });
    update.mockResolvedValue({ userRefreshedAt: 1 }); // unchanged: the read failed
    render(<Refresh active />);
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(update).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(update).toHaveBeenCalledWith({ refresh: true });
    await act(() => vi.advanceTimersByTimeAsync(2_000 + 4_000 + 8_000 + 16_000 + 32_000));
    expect(update).toHaveBeenCalledTimes(6);
    await act(() => vi.advanceTimersByTimeAsync(100_000));
    expect(update).toHaveBeenCalledTimes(6);
  });

  it('stops when signed out', async () => {
    session('unauthenticated');
    render(<Refresh active={false} />);
    await act(() => vi.advanceTimersByTimeAsync(600_000));
    expect(update).not.toHaveBeenCalled();
  });
});
