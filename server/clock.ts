/**
 * The server's notion of "now". Every time-dependent rule (token expiry, SMS daily limits
 * counted in Asia/Taipei days) reads this clock so QA can move time with `/__qa/clock`.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Moves the clock forward by `ms` (QA and tests only). */
  advance(ms: number): number;
  /** Drops any advance: back to real time (or to the fixed start). */
  reset(): void;
  /** The total advance in ms. */
  offset(): number;
  /** Sets the total advance (the shared QA clock of several processes: server/cluster/shared-clock.ts). */
  setOffset(ms: number): void;
}

/**
 * Real time plus an offset; with `fixedStart` the clock stands still until advanced,
 * which makes tests deterministic.
 * @example const clock = createClock(); clock.advance(25 * 3600_000);
 */
export function createClock(options: { fixedStart?: number } = {}): Clock {
  let offset = 0;
  const base = () => options.fixedStart ?? Date.now();
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += ms;
      return base() + offset;
    },
    reset() {
      offset = 0;
    },
    offset: () => offset,
    setOffset(ms) {
      offset = ms;
    },
  };
}

const TAIPEI_OFFSET_MS = 8 * 3600_000; // Asia/Taipei has no daylight saving time

/**
 * Wire format for times: RFC 3339 in Taipei time, so the first 10 characters are the
 * player's calendar date (the honor list shows them as-is).
 * @example toTaipeiIso(0) === '1970-01-01T08:00:00+08:00'
 */
export function toTaipeiIso(ms: number): string {
  const local = new Date(ms + TAIPEI_OFFSET_MS).toISOString(); // 1970-01-01T08:00:00.000Z
  return `${local.slice(0, 19)}+08:00`;
}

/** Start (epoch ms) of the Taipei calendar day containing `ms`; daily limits reset there. */
export function taipeiDayStart(ms: number): number {
  const day = 24 * 3600_000;
  return Math.floor((ms + TAIPEI_OFFSET_MS) / day) * day - TAIPEI_OFFSET_MS;
}
