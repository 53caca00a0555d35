export interface BackoffOptions {
  baseMs: number;
  factor: number;
  capMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, factor: 2, capMs: 30_000 };

/**
 * Delay before reconnect attempt `attempt` (0-based), with equal jitter: half of the
 * exponential delay is fixed and half random. Equal rather than full jitter so that a server
 * restart does not bring every player back within the same few milliseconds, while a retry
 * never waits less than half the schedule.
 * @example backoffDelay(0, DEFAULT_BACKOFF, () => 1) // 500
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(options.capMs, options.baseMs * options.factor ** Math.max(0, attempt));
  const half = exponential / 2;
  return Math.round(half + random() * half);
}
