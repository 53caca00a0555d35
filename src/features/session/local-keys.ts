/**
 * Browser storage the session owns (chat spec §3 "Local storage keys"). EXPIRES holds the
 * time of the sign-in (ms since epoch); an entry older than 24 hours signs the player out.
 * LAST_CLICK holds the time of the player's last click; more than an hour ago signs out.
 * EXPIRES_SESSION tells which sign-in EXPIRES belongs to (its session tag), so a value
 * left by an earlier session never ends a new one.
 */
export const EXPIRES_KEY = 'EXPIRES';
export const EXPIRES_SESSION_KEY = 'EXPIRES_SESSION';
export const LAST_CLICK_KEY = 'LAST_CLICK';
export const ANALYTICS_USER_KEY = 'analyticsUserId';
/** Which session already showed the registration-success modal. */
export const REGIST_SHOWN_KEY = 'REGIST_SHOWN';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or blocked storage: behave as if empty
  }
}

/**
 * Records the sign-in time for this session. A reload (same session) keeps the first time;
 * a new sign-in (new session tag) starts EXPIRES and LAST_CLICK afresh.
 */
export function rememberSignIn(now = Date.now(), tag = ''): void {
  const store = storage();
  if (!store) return;
  if (store.getItem(EXPIRES_KEY) && store.getItem(EXPIRES_SESSION_KEY) === tag) return;
  store.setItem(EXPIRES_KEY, String(now));
  store.setItem(EXPIRES_SESSION_KEY, tag);
  // Signing in was the last click.
  store.setItem(LAST_CLICK_KEY, String(now));
}

/**
 * True the first time it is asked for a session (by tag): the registration-success modal shows
 * in one tab only, even when other tabs learn of the new session at the same moment.
 */
export function firstTimeFor(key: string, tag: string): boolean {
  const store = storage();
  if (!store) return true;
  if (store.getItem(key) === tag) return false;
  store.setItem(key, tag);
  return true;
}

/** A stored time (ms), or null when absent or unreadable. */
export function readTime(key: typeof EXPIRES_KEY | typeof LAST_CLICK_KEY): number | null {
  const value = Number(storage()?.getItem(key) ?? NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Records a click (LAST_CLICK), shared by every tab. */
export function rememberClick(now = Date.now()): void {
  storage()?.setItem(LAST_CLICK_KEY, String(now));
}

/** Forgets everything the session kept locally (sign-out cleanup). */
export function forgetSession(): void {
  const store = storage();
  store?.removeItem(EXPIRES_KEY);
  store?.removeItem(EXPIRES_SESSION_KEY);
  store?.removeItem(LAST_CLICK_KEY);
  store?.removeItem(REGIST_SHOWN_KEY);
  store?.removeItem(ANALYTICS_USER_KEY);
  const w = typeof window === 'undefined' ? null : (window as { dataLayer?: unknown[] });
  w?.dataLayer?.push({ event: 'reset_user', user_id: null });
}
