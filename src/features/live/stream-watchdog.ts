/**
 * The stream player's clock (chat spec §4 "Live chat", §9): the player starts 3 s after the
 * stream is set; once started, a stream that is not playing 5 s later is reloaded, and one
 * whose buffer is still empty 800 ms after it stalled is reloaded at once. While it does not
 * play, the sleeping placeholder shows. Plain timers, no React: the component feeds it the
 * video's events and renders its state.
 */
import { LiveLimits } from '@/protocol/live';

/** `delay`: waiting the start delay; `loading`: the player is mounted, not playing yet. */
export type StreamPhase = 'delay' | 'loading' | 'playing' | 'stalled';

export interface StreamSnapshot {
  phase: StreamPhase;
  /** Changes on every (re)load: the player is mounted anew under this key. */
  generation: number;
}

export interface StreamWatchdogOptions {
  startDelayMs?: number;
  timeoutMs?: number;
  bufferMs?: number;
}

/**
 * @example const dog = new StreamWatchdog(); dog.subscribe(render); dog.start();
 *          video.onplaying = () => dog.playing(); video.onwaiting = () => dog.waiting(() => ahead(video));
 */
export class StreamWatchdog {
  private snapshot: StreamSnapshot = { phase: 'delay', generation: 0 };
  private readonly listeners = new Set<() => void>();
  private startTimer: ReturnType<typeof setTimeout> | null = null;
  private timeoutTimer: ReturnType<typeof setTimeout> | null = null;
  private bufferTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly startDelayMs: number;
  private readonly timeoutMs: number;
  private readonly bufferMs: number;

  constructor(options: StreamWatchdogOptions = {}) {
    this.startDelayMs = options.startDelayMs ?? LiveLimits.StreamStartDelayMs;
    this.timeoutMs = options.timeoutMs ?? LiveLimits.StreamTimeoutMs;
    this.bufferMs = options.bufferMs ?? LiveLimits.StreamBufferMs;
  }

  getSnapshot = (): StreamSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Waits the start delay, then mounts the player. Starting again restarts the clock. */
  start(): void {
    this.clear();
    this.set({ phase: 'delay', generation: this.snapshot.generation });
    this.startTimer = setTimeout(() => {
      this.startTimer = null;
      this.load('loading');
    }, this.startDelayMs);
  }

  /** The video plays: the placeholder goes, the timers stop. */
  playing(): void {
    if (this.snapshot.phase === 'delay') return;
    this.clearWatch();
    this.set({ ...this.snapshot, phase: 'playing' });
  }

  /**
   * The video stalled (waiting, stalled, an error): the placeholder shows; 800 ms later a
   * still empty buffer (`bufferAhead()` ≤ 0 seconds) reloads, and 5 s without playing does.
   */
  waiting(bufferAhead: () => number = () => 0): void {
    if (this.snapshot.phase === 'delay') return;
    this.set({ ...this.snapshot, phase: 'stalled' });
    this.timeoutTimer ??= setTimeout(() => {
      this.timeoutTimer = null;
      this.reload();
    }, this.timeoutMs);
    if (this.bufferTimer !== null) clearTimeout(this.bufferTimer);
    this.bufferTimer = setTimeout(() => {
      this.bufferTimer = null;
      if (this.snapshot.phase !== 'playing' && bufferAhead() <= 0) this.reload();
    }, this.bufferMs);
  }

  /** Mounts the player anew (a new generation) and watches it again. */
  reload(): void {
    this.load('stalled');
  }

  /** Stops every timer (the player unmounts). */
  dispose(): void {
    this.clear();
  }

  private load(phase: 'loading' | 'stalled'): void {
    this.clearWatch();
    this.set({ phase, generation: this.snapshot.generation + 1 });
    this.timeoutTimer = setTimeout(() => {
      this.timeoutTimer = null;
      this.reload();
    }, this.timeoutMs);
  }

  private clearWatch(): void {
    if (this.timeoutTimer !== null) clearTimeout(this.timeoutTimer);
    if (this.bufferTimer !== null) clearTimeout(this.bufferTimer);
    this.timeoutTimer = null;
    this.bufferTimer = null;
  }

  private clear(): void {
    if (this.startTimer !== null) clearTimeout(this.startTimer);
    this.startTimer = null;
    this.clearWatch();
  }

  private set(next: StreamSnapshot): void {
    if (next.phase === this.snapshot.phase && next.generation === this.snapshot.generation) return;
    this.snapshot = next;
    this.listeners.forEach((l) => l());
  }
}

/** Seconds of media buffered ahead of the playhead (0 when none). */
export function bufferAhead(video: HTMLMediaElement | null): number {
  if (!video) return 0;
  const { buffered, currentTime } = video;
  for (let i = 0; i < buffered.length; i++) {
    if (buffered.start(i) <= currentTime && currentTime <= buffered.end(i)) return buffered.end(i) - currentTime;
  }
  return 0;
}
