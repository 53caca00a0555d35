/**
 * The win banner's queue (chat §4 "Win banner", §9): banners wait their turn; each is shown
 * for `showMs` (4 s), then the next. Plain TypeScript over timers, so its timing is tested with
 * fake timers; `clear()` forgets everything (sign-out) and leaves no timer behind.
 */
export interface BannerQueueOptions<T> {
  /** How long each one stays (BigWinLimits.BannerMs). */
  showMs: number;
  /** Waiting items kept; past it the oldest waiting one is dropped (the shown one stays). */
  maxWaiting: number;
  /** Told each time the shown item changes (null: nothing left). */
  onShow: (item: T | null) => void;
}

export class BannerQueue<T> {
  private readonly waiting: T[] = [];
  private shown: T | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: BannerQueueOptions<T>) {}

  /** Adds one: shown at once when nothing is, else after the ones before it. */
  push(item: T): void {
    if (this.shown === null) {
      this.show(item);
      return;
    }
    this.waiting.push(item);
    if (this.waiting.length > this.options.maxWaiting) this.waiting.shift();
  }

  /** The shown item and how many wait behind it. */
  get state(): { shown: T | null; waiting: number } {
    return { shown: this.shown, waiting: this.waiting.length };
  }

  /** Forgets the shown and waiting items without showing anything more. */
  clear(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.length = 0;
    if (this.shown !== null) {
      this.shown = null;
      this.options.onShow(null);
    }
  }

  private show(item: T | null): void {
    this.shown = item;
    this.timer = null;
    this.options.onShow(item);
    if (item === null) return;
    this.timer = setTimeout(() => this.show(this.waiting.shift() ?? null), this.options.showMs);
  }
}
