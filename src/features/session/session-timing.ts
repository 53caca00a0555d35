/** Session time limits (chat spec §4 "Inactivity", §9; account §9). */
export const SessionTiming = {
  /** Idle this long shows the TIMEOUT modal; a last click this old signs out. */
  IdleMs: 60 * 60 * 1000,
  /** An EXPIRES entry this old signs out. */
  MaxAgeMs: 24 * 60 * 60 * 1000,
  /** How often the limits are checked while the page is open. */
  CheckMs: 30 * 1000,
  /** Current-user refresh (account §9: 300000 ms, up to 5 retries). */
  RefreshMs: 300_000,
  RefreshRetries: 5,
  /** First retry delay; doubles each time. */
  RetryBaseMs: 2_000,
  /** LAST_CLICK is written at most this often. */
  ClickWriteMs: 5_000,
} as const;

export type SessionVerdict = 'ok' | 'idle' | 'expired';

/**
 * What the stored times say about the session: `expired` when EXPIRES is older than 24 hours,
 * `idle` when the last click (or other activity) is more than an hour old, else `ok`.
 * @example sessionVerdict({ now, expires: now - 25 * 3600e3, lastActivity: now }) // 'expired'
 */
export function sessionVerdict({
  now,
  expires,
  lastActivity,
}: {
  now: number;
  expires: number | null;
  lastActivity: number | null;
}): SessionVerdict {
  if (expires !== null && now - expires > SessionTiming.MaxAgeMs) return 'expired';
  if (lastActivity !== null && now - lastActivity > SessionTiming.IdleMs) return 'idle';
  return 'ok';
}

/**
 * Runs `attempt` until it succeeds, retrying up to `retries` times with doubling delays.
 * Resolves true on success. `stopped()` ends the retries early (sign-out, unmount).
 * @example await withRetries(() => refresh(), { retries: 5, baseMs: 2000 })
 */
export async function withRetries(
  attempt: () => Promise<boolean>,
  {
    retries,
    baseMs,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    stopped = () => false,
  }: { retries: number; baseMs: number; sleep?: (ms: number) => Promise<void>; stopped?: () => boolean },
): Promise<boolean> {
  for (let n = 0; n <= retries; n += 1) {
    if (stopped()) return false;
    if (await attempt().catch(() => false)) return true;
    if (n < retries) await sleep(baseMs * 2 ** n);
  }
  return false;
}
