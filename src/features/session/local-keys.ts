/**
 * Browser storage the session owns (chat spec §3 "Local storage keys"). EXPIRES holds the
 * time of the sign-in (ms since epoch); an entry older than 24 hours signs the player out.
 */
export const EXPIRES_KEY = 'EXPIRES';
export const LAST_CLICK_KEY = 'LAST_CLICK';
export const ANALYTICS_USER_KEY = 'analyticsUserId';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or blocked storage: behave as if empty
  }
}

/** Records the sign-in time unless one is already kept (a reload keeps the first). */
export function rememberSignIn(now = Date.now()): void {
  const store = storage();
  if (store && !store.getItem(EXPIRES_KEY)) store.setItem(EXPIRES_KEY, String(now));
}

/** Forgets everything the session kept locally (sign-out cleanup). */
export function forgetSession(): void {
  const store = storage();
  store?.removeItem(EXPIRES_KEY);
  store?.removeItem(LAST_CLICK_KEY);
  store?.removeItem(ANALYTICS_USER_KEY);
  const w = typeof window === 'undefined' ? null : (window as { dataLayer?: unknown[] });
  w?.dataLayer?.push({ event: 'reset_user', user_id: null });
}
