import { act, render, screen } from '@testing-library/react';
import { secondsLeft, useCountdown } from './use-countdown';

function Probe({ endsAt }: { endsAt: number | null }) {
  const left = useCountdown(endsAt);
  return (
    <button type="button" disabled={left > 0}>
      {left}
    </button>
  );
}

describe('secondsLeft', () => {
  it('rounds up and never goes below 0', () => {
    expect(secondsLeft(null, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('useCountdown (account §4 "Countdown")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('ticks once a second from 60 down to 0 and then re-enables', () => {
    render(<Probe endsAt={1_000_000 + 60_000} />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('60');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('59');
    act(() => vi.advanceTimersByTime(58_000));
    expect(button).toHaveTextContent('1');
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveTextContent('0');
    expect(button).toBeEnabled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps counting across unmount and remount (the end time is kept by the store)', () => {
    const endsAt = 1_000_000 + 60_000;
    const { unmount } = render(<Probe endsAt={endsAt} />);
    act(() => vi.advanceTimersByTime(20_000));
    unmount();
    act(() => vi.advanceTimersByTime(10_000));
    render(<Probe endsAt={endsAt} />);
    expect(screen.getByRole('button')).toHaveTextContent('30');
  });

  it('is idle without an end time', () => {
    render(<Probe endsAt={null} />);
    expect(screen.getByRole('button')).toBeEnabled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
