import { sdkAdapter, type LiffAdapter, type LiffSdk } from './liff-adapter';

export interface LiffEnvironment {
  /** LIFF app id (env LIFF_ID), or null. */
  liffId: string | null;
  /** QA fakes allowed (env QA_FAKES=1). */
  qaFakes: boolean;
  /** Browser-side lobby base, for the fake's QA token. */
  lobbyUrl: string;
}

/** The LIFF to use on this page, its app id, or null when this is not a LIFF visit. */
export interface LoadedLiff {
  adapter: LiffAdapter;
  liffId: string;
}

/** True inside the LINE app's browser, or on the LIFF endpoint's first hop (`liff.state`). */
export function isLineVisit(userAgent: string, search: string): boolean {
  return /\bLine\//i.test(userAgent) || new URLSearchParams(search).has('liff.state');
}

/** The SDK from the @line/liff package, loaded only on LIFF visits (it is not small). */
async function importSdk(): Promise<LiffSdk | null> {
  try {
    return (await import('@line/liff')).default as LiffSdk;
  } catch {
    return null;
  }
}

/**
 * Picks the LIFF of this visit: the QA fake for `?liff=fake` when fakes are on; the real SDK
 * (already on `window.liff`, else the @line/liff package) when a LIFF id is configured and the
 * page is opened inside LINE; otherwise null.
 */
export async function loadLiff(env: LiffEnvironment, location: Pick<Location, 'search'> = window.location): Promise<LoadedLiff | null> {
  const query = new URLSearchParams(location.search);
  if (env.qaFakes && query.get('liff') === 'fake') {
    const { createFakeLiff } = await import('./fake-liff');
    return { adapter: createFakeLiff({ lobbyUrl: env.lobbyUrl, name: query.get('liffName') || 'LIFF 玩家' }), liffId: 'qa-fake' };
  }
  if (!env.liffId) return null;
  // an SDK the LINE client or a page already put on window wins; else the npm package
  const sdk = window.liff ?? (isLineVisit(navigator.userAgent, location.search) ? await importSdk() : null);
  return sdk ? { adapter: sdkAdapter(sdk), liffId: env.liffId } : null;
}
