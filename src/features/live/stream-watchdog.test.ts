import { StreamWatchdog, bufferAhead } from './stream-watchdog';

let dog: StreamWatchdog;
const phase = () => dog.getSnapshot().phase;
const generation = () => dog.getSnapshot().generation;

beforeEach(() => {
  vi.useFakeTimers();
  dog = new StreamWatchdog();
});
afterEach(() => {
  dog.dispose();
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe('StreamWatchdog', () => {
  it('mounts the player 3 s after start, not before', () => {
    dog.start();
    vi.advanceTimersByTime(2999);
    expect(phase()).toBe('delay');
    expect(generation()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('loading');
    expect(generation()).toBe(1);
  });

  it('reloads when not playing 5 s after it was mounted, and again 5 s later', () => {
    dog.start();
    vi.advanceTimersByTime(3000 + 4999);
    expect(generation()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(generation()).toBe(2);
    expect(phase()).toBe('stalled'); // the sleeping placeholder shows
    vi.advanceTimersByTime(5000);
    expect(generation()).toBe(3);
  });

  it('playing stops the clock: no reload while it plays', () => {
    dog.start();
    vi.advanceTimersByTime(3500);
    dog.playing();
    expect(phase()).toBe('playing');
    vi.advanceTimersByTime(60_000);
    expect(generation()).toBe(1);
  });

  it('a stall shows the placeholder and reloads when the buffer is still empty 800 ms later', () => {
    dog.start();
    vi.advanceTimersByTime(3500);
    dog.playing();
    dog.waiting(() => 0);
    expect(phase()).toBe('stalled');
    vi.advanceTimersByTime(799);
    expect(generation()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(generation()).toBe(2);
  });

  it('a stall with data buffered waits: it plays on, or reloads after the 5 s timeout', () => {
    dog.start();
    vi.advanceTimersByTime(3500);
    dog.playing();
    dog.waiting(() => 2.5);
    vi.advanceTimersByTime(800);
    expect(generation()).toBe(1); // buffer not empty: no reload yet
    vi.advanceTimersByTime(4200);
    expect(generation()).toBe(2); // 5 s without playing
  });

  it('recovering within 800 ms cancels the reload', () => {
    dog.start();
    vi.advanceTimersByTime(3500);
    dog.playing();
    dog.waiting(() => 0);
    vi.advanceTimersByTime(400);
    dog.playing();
    vi.advanceTimersByTime(10_000);
    expect(generation()).toBe(1);
    expect(phase()).toBe('playing');
  });

  it('events before the player is mounted are ignored; listeners hear each change', () => {
    const heard = vi.fn();
    dog.subscribe(heard);
    dog.start();
    dog.playing();
    dog.waiting();
    expect(phase()).toBe('delay');
    vi.advanceTimersByTime(3000);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('StreamWatchdog: the ask before a reload (get_info, injected)', () => {
  const source = () => dog.getSnapshot().source;
  /** Lets the ask's promise settle (no timer moves). */
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  function asking(answer: () => Promise<string | null>) {
    const beforeReload = vi.fn(answer);
    dog.dispose();
    dog = new StreamWatchdog({ beforeReload });
    dog.start('/live/a.mp4');
    vi.advanceTimersByTime(3000); // mounted
    return beforeReload;
  }

  it('the first load asks nothing; a reload asks with what stalled and mounts the answered source', async () => {
    let answer!: (url: string | null) => void;
    const beforeReload = asking(() => new Promise((resolve) => (answer = resolve)));
    expect(beforeReload).not.toHaveBeenCalled();
    expect(source()).toBe('/live/a.mp4');
    vi.advanceTimersByTime(5000); // not playing: a reload, which asks first
    expect(beforeReload).toHaveBeenCalledWith('/live/a.mp4');
    expect(phase()).toBe('stalled');
    expect(generation()).toBe(1); // the old player stays until the answer
    answer('/live/b.m3u8');
    await settle();
    expect(dog.getSnapshot()).toEqual({ phase: 'stalled', generation: 2, source: '/live/b.m3u8' });
    vi.advanceTimersByTime(5000); // still not playing: asks again, with the new source
    expect(beforeReload).toHaveBeenLastCalledWith('/live/b.m3u8');
  });

  it('a failed ask, or one with no source, reloads the same source', async () => {
    const beforeReload = asking(() => Promise.reject(new Error('offline')));
    vi.advanceTimersByTime(5000);
    await settle();
    expect(dog.getSnapshot()).toEqual({ phase: 'stalled', generation: 2, source: '/live/a.mp4' });
    beforeReload.mockImplementation(() => Promise.resolve(null));
    vi.advanceTimersByTime(5000);
    await settle();
    expect(dog.getSnapshot()).toEqual({ phase: 'stalled', generation: 3, source: '/live/a.mp4' });
  });

  it('an ask that does not answer in 5 s reloads the same source; its late answer is ignored', async () => {
    let answer!: (url: string) => void;
    const beforeReload = asking(() => new Promise((resolve) => (answer = resolve)));
    vi.advanceTimersByTime(5000);
    dog.waiting(() => 0); // stalls while it asks: the same reload, not another ask
    vi.advanceTimersByTime(4999);
    expect(generation()).toBe(1);
    expect(beforeReload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(dog.getSnapshot()).toEqual({ phase: 'stalled', generation: 2, source: '/live/a.mp4' });
    answer('/live/late.m3u8');
    await settle();
    expect(dog.getSnapshot()).toEqual({ phase: 'stalled', generation: 2, source: '/live/a.mp4' });
  });

  it('nothing to ask (no promise) reloads at once', () => {
    const beforeReload = asking(() => null as unknown as Promise<null>);
    vi.advanceTimersByTime(5000);
    expect(beforeReload).toHaveBeenCalledTimes(1);
    expect(dog.getSnapshot()).toEqual({ phase: 'stalled', generation: 2, source: '/live/a.mp4' });
  });

  it('the stream playing again while it asks drops the reload; so does unmounting', async () => {
    let answer!: (url: string) => void;
    asking(() => new Promise((resolve) => (answer = resolve)));
    vi.advanceTimersByTime(5000);
    dog.playing();
    answer('/live/b.m3u8');
    await settle();
    expect(dog.getSnapshot()).toEqual({ phase: 'playing', generation: 1, source: '/live/a.mp4' });
    dog.waiting(() => 0);
    vi.advanceTimersByTime(800); // a new stall asks again
    dog.dispose(); // unmounted while asking: no timer is left (afterEach)
  });
});

describe('bufferAhead', () => {
  const video = (ranges: [number, number][], currentTime: number) =>
    ({
      currentTime,
      buffered: { length: ranges.length, start: (i: number) => ranges[i]![0], end: (i: number) => ranges[i]![1] },
    }) as unknown as HTMLMediaElement;

  it('is the buffered time ahead of the playhead, 0 when none', () => {
    expect(bufferAhead(video([[0, 4]], 1.5))).toBe(2.5);
    expect(bufferAhead(video([[0, 1], [3, 6]], 2))).toBe(0);
    expect(bufferAhead(video([], 0))).toBe(0);
    expect(bufferAhead(null)).toBe(0);
  });
});
