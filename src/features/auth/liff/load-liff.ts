import { liffVisit, type LiffVisitEnvironment } from './embedded-visit';
import { sdkAdapter, type LiffAdapter, type LiffSdk } from './liff-adapter';

export interface LiffEnvironment extends LiffVisitEnvironment {
  /** Browser-side lobby base, for the fake's QA token. */
  lobbyUrl: string;
}

/** The LIFF to use on this page, its app id, or null when this is not a LIFF visit. */
export interface LoadedLiff {
  adapter: LiffAdapter;
  liffId: string;
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
  const visit = liffVisit(env, { location, userAgent: navigator.userAgent, sdk: window.liff });
  if (visit === 'fake') {
    const { createFakeLiff } = await import('./fake-liff');
    const name = new URLSearchParams(location.search).get('liffName') || 'LIFF 玩家';
    return { adapter: createFakeLiff({ lobbyUrl: env.lobbyUrl, name }), liffId: 'qa-fake' };
  }
  if (visit === null || !env.liffId) return null;
  // an SDK the LINE client or a page already put on window wins; else the npm package
  const sdk = window.liff ?? (await importSdk());
  return sdk ? { adapter: sdkAdapter(sdk), liffId: env.liffId } : null;
}
