import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChannelReorder } from './channel-reorder';

interface P {
  seq: number;
  from?: string;
}

describe('per-channel reorder buffer', () => {
  let delivered: number[];
  let filled: [string, number, number][];
  let committed: number[];
  let r: ChannelReorder<P>;

  beforeEach(() => {
    vi.useFakeTimers();
    delivered = [];
    filled = [];
    committed = [];
    r = new ChannelReorder<P>({
      boundMs: 200,
      deliver: (p) => delivered.push(p.seq),
      fill: (channel, after, before) => {
        filled.push([channel, after, before]);
        return Promise.resolve(committed.filter((s) => s > after && s < before).map((seq) => ({ seq, from: 'db' })));
      },
    });
  });
  afterEach(() => {
    r.close();
    vi.useRealTimers();
  });

  /** Starts tracking `channel` at `seq` (the first push waits the bound). */
  async function track(channel: string, seq: number) {
    r.accept(channel, { seq });
    await vi.advanceTimersByTimeAsync(200);
  }

  it('gathers the first pushes of a channel for the bound, then sends them in seq order', async () => {
    r.accept('1:world', { seq: 8 });
    r.accept('1:world', { seq: 7 });
    r.accept('1:world', { seq: 9 });
    expect(delivered).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(delivered).toEqual([7, 8, 9]);
    expect(filled).toEqual([]); // no gap inside the run: no database read
  });

  it('in order: delivered at once', async () => {
    await track('c', 5);
    r.accept('c', { seq: 6 });
    r.accept('c', { seq: 7 });
    expect(delivered).toEqual([5, 6, 7]);
  });

  it('6 published before 5 (two processes): 6 waits for 5, then both go out in order', async () => {
    await track('c', 4);
    r.accept('c', { seq: 6 });
    expect(delivered).toEqual([4]);
    await vi.advanceTimersByTimeAsync(50);
    r.accept('c', { seq: 5 });
    expect(delivered).toEqual([4, 5, 6]);
    await vi.advanceTimersByTimeAsync(500);
    expect(filled).toEqual([]); // the timer was dropped
  });

  it('a gap still open after the bound is filled from the committed messages, once', async () => {
    await track('c', 1);
    committed = [2, 3];
    r.accept('c', { seq: 4 });
    await vi.advanceTimersByTimeAsync(199);
    expect(delivered).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(filled).toEqual([['c', 1, 4]]);
    expect(delivered).toEqual([1, 2, 3, 4]);
    // The late publications of 2 and 3 are duplicates now.
    r.accept('c', { seq: 2 });
    r.accept('c', { seq: 3 });
    r.accept('c', { seq: 5 });
    expect(delivered).toEqual([1, 2, 3, 4, 5]);
  });

  it('pushes arriving while the gap is read wait behind it', async () => {
    let release: (rows: P[]) => void = () => undefined;
    const slow = new ChannelReorder<P>({
      boundMs: 200,
      deliver: (p) => delivered.push(p.seq),
      fill: () => new Promise((resolve) => (release = resolve)),
    });
    delivered = [];
    slow.accept('c', { seq: 1 });
    await vi.advanceTimersByTimeAsync(200);
    slow.accept('c', { seq: 3 });
    await vi.advanceTimersByTimeAsync(200); // reading the gap
    slow.accept('c', { seq: 2 }); // the live one arrives during the read
    slow.accept('c', { seq: 4 });
    expect(delivered).toEqual([1]);
    release([{ seq: 2 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered).toEqual([1, 2, 3, 4]);
    slow.close();
  });

  it('a failed database read still lets the held pushes out (a gap beats holding forever)', async () => {
    const events: string[] = [];
    const broken = new ChannelReorder<P>({
      boundMs: 100,
      deliver: (p) => delivered.push(p.seq),
      fill: () => Promise.reject(new Error('database down')),
      onEvent: (e) => events.push(e),
    });
    broken.accept('c', { seq: 1 });
    await vi.advanceTimersByTimeAsync(100);
    broken.accept('c', { seq: 3 });
    await vi.advanceTimersByTimeAsync(100);
    expect(delivered).toEqual([1, 3]);
    expect(events).toContain('fill-failed');
    broken.close();
  });

  it('a push older than the first tracked run is delivered late (logged), never dropped', async () => {
    const events: string[] = [];
    const r2 = new ChannelReorder<P>({ boundMs: 100, deliver: (p) => delivered.push(p.seq), fill: () => Promise.resolve([]), onEvent: (e) => events.push(e) });
    r2.accept('c', { seq: 10 });
    await vi.advanceTimersByTimeAsync(100);
    r2.accept('c', { seq: 9 });
    expect(delivered).toEqual([10, 9]);
    expect(events).toEqual(['late']);
    r2.close();
  });

  it('channels are independent, and idle ones are forgotten', async () => {
    const r2 = new ChannelReorder<P>({ boundMs: 100, idleMs: 1000, deliver: (p) => delivered.push(p.seq), fill: () => Promise.resolve([]) });
    r2.accept('a', { seq: 1 });
    r2.accept('b', { seq: 7 });
    await vi.advanceTimersByTimeAsync(100);
    r2.accept('a', { seq: 3 }); // waits for 2
    r2.accept('b', { seq: 8 }); // not held up by a's gap
    expect(delivered).toEqual([1, 7, 8]);
    await vi.advanceTimersByTimeAsync(100);
    expect(delivered).toEqual([1, 7, 8, 3]);
    expect(r2.size).toBe(2);
    await vi.advanceTimersByTimeAsync(2100);
    expect(r2.size).toBe(0);
    r2.close();
  });
});
