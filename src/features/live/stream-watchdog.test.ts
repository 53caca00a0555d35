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
