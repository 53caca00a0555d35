import { BigWinLimits } from '@/protocol';
import { BannerQueue } from './banner-queue';

describe('BannerQueue (chat §4, §9: each banner 4 s, then the next)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });

  function make(maxWaiting = 20) {
    const shown: (string | null)[] = [];
    const queue = new BannerQueue<string>({ showMs: BigWinLimits.BannerMs, maxWaiting, onShow: (item) => shown.push(item) });
    return { queue, shown };
  }

  it('shows the first at once and each next one exactly 4 s after the one before', () => {
    const { queue, shown } = make();
    queue.push('a');
    queue.push('b');
    queue.push('c');
    expect(shown).toEqual(['a']);
    expect(queue.state).toEqual({ shown: 'a', waiting: 2 });
    vi.advanceTimersByTime(3999);
    expect(shown).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['a', 'b']);
    vi.advanceTimersByTime(4000);
    expect(shown).toEqual(['a', 'b', 'c']);
    vi.advanceTimersByTime(4000);
    expect(shown).toEqual(['a', 'b', 'c', null]);
    expect(queue.state).toEqual({ shown: null, waiting: 0 });
  });

  it('a banner arriving while one shows waits for it; one arriving after the last left shows at once', () => {
    const { queue, shown } = make();
    queue.push('a');
    vi.advanceTimersByTime(2500);
    queue.push('b');
    vi.advanceTimersByTime(1500);
    expect(shown).toEqual(['a', 'b']);
    vi.advanceTimersByTime(4000);
    expect(shown.at(-1)).toBeNull();
    vi.advanceTimersByTime(10_000);
    queue.push('c');
    expect(shown.at(-1)).toBe('c');
    vi.advanceTimersByTime(4000);
    expect(shown.at(-1)).toBeNull();
  });

  it('keeps at most maxWaiting behind the shown one, dropping the oldest waiting', () => {
    const { queue, shown } = make(2);
    for (const item of ['a', 'b', 'c', 'd']) queue.push(item);
    expect(queue.state).toEqual({ shown: 'a', waiting: 2 });
    vi.advanceTimersByTime(12_000);
    expect(shown).toEqual(['a', 'c', 'd', null]);
  });

  it('clear() hides the shown one, forgets the waiting ones and leaves no timer', () => {
    const { queue, shown } = make();
    queue.push('a');
    queue.push('b');
    queue.clear();
    expect(shown).toEqual(['a', null]);
    vi.advanceTimersByTime(10_000);
    expect(shown).toEqual(['a', null]);
    queue.clear();
    expect(shown).toEqual(['a', null]);
  });
});
