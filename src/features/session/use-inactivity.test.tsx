import { act, fireEvent, render } from '@testing-library/react';
import { useModalStore } from '@/features/modals/store';
import { EXPIRES_KEY, EXPIRES_SESSION_KEY, LAST_CLICK_KEY } from './local-keys';
import { useInactivity } from './use-inactivity';

const HOUR = 60 * 60 * 1000;
const T0 = 1_800_000_000_000;

function Probe({ tag, embedded = false, signOut }: { tag: string | null; embedded?: boolean; signOut: () => Promise<void> }) {
  useInactivity({ sessionTag: tag, embedded, signOut });
  return <button type="button">x</button>;
}

const active = () => useModalStore.getState().active;

describe('useInactivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    localStorage.clear();
    useModalStore.setState({ active: null });
  });
  afterEach(() => vi.useRealTimers());

  it('a new sign-in starts EXPIRES and LAST_CLICK afresh', () => {
    localStorage.setItem(EXPIRES_KEY, String(T0 - 30 * HOUR));
    localStorage.setItem(EXPIRES_SESSION_KEY, 'old-tag');
    const signOut = vi.fn(async () => {});
    render(<Probe tag="token-new-session" signOut={signOut} />);
    expect(localStorage.getItem(EXPIRES_KEY)).toBe(String(T0));
    expect(localStorage.getItem(LAST_CLICK_KEY)).toBe(String(T0));
    expect(signOut).not.toHaveBeenCalled();
  });

  it('an hour without activity shows TIMEOUT; closing it signs out', () => {
    const signOut = vi.fn(async () => {});
    render(<Probe tag="tok-1" signOut={signOut} />);
    act(() => vi.advanceTimersByTime(HOUR - 60_000));
    expect(active()).toBeNull();
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(active()?.kind).toBe('TIMEOUT');
    expect(signOut).not.toHaveBeenCalled();
    act(() => active()!.onClose!());
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('clicks keep the session; they are kept in LAST_CLICK for the other tabs', () => {
    const signOut = vi.fn(async () => {});
    const { getByRole } = render(<Probe tag="tok-1" signOut={signOut} />);
    act(() => vi.advanceTimersByTime(50 * 60_000));
    fireEvent.pointerDown(getByRole('button'));
    expect(localStorage.getItem(LAST_CLICK_KEY)).toBe(String(T0 + 50 * 60_000));
    act(() => vi.advanceTimersByTime(50 * 60_000));
    expect(active()).toBeNull();
  });

  it('a click in another tab counts too', () => {
    render(<Probe tag="tok-1" signOut={vi.fn(async () => {})} />);
    act(() => vi.advanceTimersByTime(50 * 60_000));
    localStorage.setItem(LAST_CLICK_KEY, String(Date.now()));
    act(() => vi.advanceTimersByTime(30 * 60_000));
    expect(active()).toBeNull();
  });

  it('arriving with a last click over an hour old signs out at once', () => {
    localStorage.setItem(EXPIRES_KEY, String(T0 - 2 * HOUR));
    localStorage.setItem(EXPIRES_SESSION_KEY, 'tok-1');
    localStorage.setItem(LAST_CLICK_KEY, String(T0 - HOUR - 1000));
    const signOut = vi.fn(async () => {});
    render(<Probe tag="tok-1" signOut={signOut} />);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(active()?.kind).toBe('TIMEOUT');
  });

  it('an EXPIRES entry older than 24 hours signs out', () => {
    localStorage.setItem(EXPIRES_KEY, String(T0 - 24 * HOUR + 60_000));
    localStorage.setItem(EXPIRES_SESSION_KEY, 'tok-1');
    localStorage.setItem(LAST_CLICK_KEY, String(T0));
    const signOut = vi.fn(async () => {});
    const { getByRole } = render(<Probe tag="tok-1" signOut={signOut} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(signOut).not.toHaveBeenCalled();
    fireEvent.pointerDown(getByRole('button'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('in LIFF / APK sessions: no TIMEOUT modal, idleness does not sign out; 24 hours still do', () => {
    const signOut = vi.fn(async () => {});
    render(<Probe tag="tok-1" embedded signOut={signOut} />);
    act(() => vi.advanceTimersByTime(3 * HOUR));
    expect(active()).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(22 * HOUR));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(active()).toBeNull();
  });

  it('does nothing while signed out', () => {
    const signOut = vi.fn(async () => {});
    render(<Probe tag={null} signOut={signOut} />);
    act(() => vi.advanceTimersByTime(3 * HOUR));
    expect(signOut).not.toHaveBeenCalled();
    expect(localStorage.getItem(EXPIRES_KEY)).toBeNull();
  });
});
