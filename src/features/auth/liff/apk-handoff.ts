/**
 * The Android app (APK) hands its sign-in to the site in the URL fragment:
 * `/{locale}#apkType=7&apkToken=<provider access token>` (TPType 2/3/4/7). A fragment never
 * reaches a server log or a Referer; the site removes it at once and signs in with it.
 */
export interface ApkHandoff {
  tpType: number;
  tpToken: string;
}

/** Reads the hand-off from a location hash, or null. */
export function readApkHandoff(hash: string): ApkHandoff | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const tpType = Number(params.get('apkType'));
  const tpToken = params.get('apkToken')?.trim() ?? '';
  return Number.isInteger(tpType) && tpType > 0 && tpToken ? { tpType, tpToken } : null;
}

/**
 * Removes the hand-off from the address bar and history. No state object: Next's router then
 * adopts the new URL instead of writing its own copy (with the fragment) back later.
 */
export function clearApkHandoff(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(null, '', `${pathname}${search}`);
}
