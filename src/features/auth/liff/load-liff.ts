import { sdkAdapter, type LiffAdapter } from './liff-adapter';

/** LINE's CDN build of the LIFF SDK v2 (the npm package's browser equivalent). */
export const LIFF_SDK_URL = 'https://static.line-scdn.net/liff/edge/2/sdk.js';

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

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`cannot load ${src}`));
    document.head.appendChild(script);
  });
}

/**
 * Picks the LIFF of this visit: the QA fake for `?liff=fake` when fakes are on; the real SDK
 * (already on `window.liff`, else loaded from LINE's CDN) when a LIFF id is configured and the
 * page is opened inside LINE; otherwise null.
 */
export async function loadLiff(env: LiffEnvironment, location: Pick<Location, 'search'> = window.location): Promise<LoadedLiff | null> {
  const query = new URLSearchParams(location.search);
  if (env.qaFakes && query.get('liff') === 'fake') {
    const { createFakeLiff } = await import('./fake-liff');
    return { adapter: createFakeLiff({ lobbyUrl: env.lobbyUrl, name: query.get('liffName') || 'LIFF 玩家' }), liffId: 'qa-fake' };
  }
  if (!env.liffId) return null;
  if (!window.liff) {
    if (!isLineVisit(navigator.userAgent, location.search)) return null;
    await loadScript(LIFF_SDK_URL).catch(() => undefined);
  }
  return window.liff ? { adapter: sdkAdapter(window.liff), liffId: env.liffId } : null;
}
