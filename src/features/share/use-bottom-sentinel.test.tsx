import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useBottomSentinel } from './use-bottom-sentinel';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit; disconnected: boolean }[] = [];

class FakeObserver {
  record: (typeof observers)[number];
  constructor(callback: Callback, options: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe({ onReached }: { onReached: () => void }) {
  const ref = useBottomSentinel(onReached, null);
  return <div ref={ref} />;
}

describe('useBottomSentinel', () => {
  beforeEach(() => {
    observers = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('observes at threshold 0.5 and calls once, 300 ms after the last sighting', () => {
    const onReached = vi.fn();
    render(<Probe onReached={onReached} />);
    expect(observers).toHaveLength(1);
    const o = observers[0]!;
    expect(o.options.threshold).toBe(0.5);
    o.callback([{ isIntersecting: true }]);
    vi.advanceTimersByTime(200);
    o.callback([{ isIntersecting: true }]);
    vi.advanceTimersByTime(299);
    expect(onReached).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onReached).toHaveBeenCalledTimes(1);
  });

  it('ignores the sentinel leaving view, and stops on unmount', () => {
    const onReached = vi.fn();
    const { unmount } = render(<Probe onReached={onReached} />);
    const o = observers[0]!;
    o.callback([{ isIntersecting: false }]);
    vi.advanceTimersByTime(1000);
    expect(onReached).not.toHaveBeenCalled();
    o.callback([{ isIntersecting: true }]);
    unmount();
    vi.advanceTimersByTime(1000);
    expect(onReached).not.toHaveBeenCalled();
    expect(o.disconnected).toBe(true);
  });
});
