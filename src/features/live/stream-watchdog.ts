/**
 * The stream player's clock (chat spec §4 "Live chat", §9): the player starts 3 s after the
 * stream is set; once started, a stream that is not playing 5 s later is reloaded, and one
 * whose buffer is still empty 800 ms after it stalled is reloaded at once. While it does not
 * play, the sleeping placeholder shows. Plain timers, no React: the component feeds it the
 * video's events and renders its state. No network either: what a reload asks first (the room's
 * stream now, get_info) is injected as `beforeReload`, and the source it answers is what the
 * next player plays.
 */
import { LiveLimits } from '@/protocol/live-rules';

/** `delay`: waiting the start delay; `loading`: the player is mounted, not playing yet. */
export type StreamPhase = 'delay' | 'loading' | 'playing' | 'stalled';

export interface StreamSnapshot {
  phase: StreamPhase;
  /** Changes on every (re)load: the player is mounted anew under this key. */
  generation: number;
  /** What the player plays (the stream URL): set by `start`, changed only by a reload's ask. */
  source: string;
}

export interface StreamWatchdogOptions {
  startDelayMs?: number;
  timeoutMs?: number;
  bufferMs?: number;
  /**
   * Asked before each reload (not before the first load) with the source that stalled: the
   * player is mounted anew once it settles, playing the source it answered (none: the same
   * one), or after `askMs` (default the 5 s timeout) with the same source if it has not, so a
   * hung ask never stops the reloads. A failed ask reloads the same source too; no promise
   * (nothing to ask) reloads at once.
   */
  beforeReload?: (source: string) => Promise<string | null | undefined | void> | null | undefined | void;
  askMs?: number;
}

/**
 * @example const dog = new StreamWatchdog(); dog.subscribe(render); dog.start();
 *          video.onplaying = () => dog.playing(); video.onwaiting = () => dog.waiting(() => ahead(video));
 */
export class StreamWatchdog {
  private snapshot: StreamSnapshot = { phase: 'delay', generation: 0, source: '' };
  private readonly listeners = new Set<() => void>();
  private startTimer: ReturnType<typeof setTimeout> | null = null;
  private timeoutTimer: ReturnType<typeof setTimeout> | null = null;
  private bufferTimer: ReturnType<typeof setTimeout> | null = null;
  /** The cap on a reload's ask; non-null while a reload waits for `beforeReload`. */
  private askTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped when a waiting reload is dropped (start, playing, dispose): its late answer is ignored. */
  private askRound = 0;
  private readonly startDelayMs: number;
  private readonly timeoutMs: number;
  private readonly bufferMs: number;
  private readonly askMs: number;
  private readonly beforeReload: StreamWatchdogOptions['beforeReload'];

  constructor(options: StreamWatchdogOptions = {}) {
    this.startDelayMs = options.startDelayMs ?? LiveLimits.StreamStartDelayMs;
    this.timeoutMs = options.timeoutMs ?? LiveLimits.StreamTimeoutMs;
    this.bufferMs = options.bufferMs ?? LiveLimits.StreamBufferMs;
    this.askMs = options.askMs ?? this.timeoutMs;
    this.beforeReload = options.beforeReload;
  }

  getSnapshot = (): StreamSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Waits the start delay, then mounts the player on `source`. Starting again restarts the clock. */
  start(source: string = this.snapshot.source): void {
    this.clear();
    this.set({ phase: 'delay', generation: this.snapshot.generation, source });
    this.startTimer = setTimeout(() => {
      this.startTimer = null;
      this.load('loading');
    }, this.startDelayMs);
  }

  /** The video plays: the placeholder goes, the timers stop (a reload waiting for its ask is dropped). */
  playing(): void {
    if (this.snapshot.phase === 'delay') return;
    this.clearWatch();
    this.dropAsk();
    this.set({ ...this.snapshot, phase: 'playing' });
  }

  /**
   * The video stalled (waiting, stalled, an error): the placeholder shows; 800 ms later a
   * still empty buffer (`bufferAhead()` ≤ 0 seconds) reloads, and 5 s without playing does.
   */
  waiting(bufferAhead: () => number = () => 0): void {
    if (this.snapshot.phase === 'delay' || this.askTimer !== null) return;
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

  /**
   * Mounts the player anew (a new generation) and watches it again; with `beforeReload`, once
   * that has answered the source to play (the sleeping placeholder shows meanwhile). A reload
   * asked while one waits is that reload.
   */
  reload(): void {
    if (this.askTimer !== null) return;
    let asked: unknown;
    try {
      asked = this.beforeReload?.(this.snapshot.source);
    } catch {
      asked = null;
    }
    if (!isThenable(asked)) return this.load('stalled');
    this.clearWatch();
    this.set({ ...this.snapshot, phase: 'stalled' });
    const round = this.askRound;
    const settle = (answered: unknown) => {
      if (round !== this.askRound) return;
      this.dropAsk();
      this.load('stalled', typeof answered === 'string' && answered !== '' ? answered : this.snapshot.source);
    };
    this.askTimer = setTimeout(() => settle(null), this.askMs);
    asked.then(settle, () => settle(null));
  }

  /** Stops every timer (the player unmounts); a reload waiting for its ask is dropped. */
  dispose(): void {
    this.clear();
  }

  private dropAsk(): void {
    if (this.askTimer === null) return;
    clearTimeout(this.askTimer);
    this.askTimer = null;
    this.askRound++;
  }

  private load(phase: 'loading' | 'stalled', source: string = this.snapshot.source): void {
    this.clearWatch();
    this.set({ phase, generation: this.snapshot.generation + 1, source });
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
    this.dropAsk();
  }

  private set(next: StreamSnapshot): void {
    if (next.phase === this.snapshot.phase && next.generation === this.snapshot.generation && next.source === this.snapshot.source) return;
    this.snapshot = next;
    this.listeners.forEach((l) => l());
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null | undefined)?.then === 'function';
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
