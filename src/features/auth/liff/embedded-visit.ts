/**
 * Whether this visit runs inside an app that signs the player in by itself (the Android app's
 * hand-off, a LINE mini-app): a cheap, synchronous check, so the sign-in code for those visits
 * is fetched only when one of them is happening.
 */
import { readApkHandoff } from './apk-handoff';
import type { LiffSdk } from './liff-adapter';

/** What decides a LIFF visit. */
export interface LiffVisitEnvironment {
  /** LIFF app id (env LIFF_ID), or null. */
  liffId: string | null;
  /** QA fakes allowed (env QA_FAKES=1). */
  qaFakes: boolean;
}

/** The browser facts a visit is read from (defaults: this page). */
export interface VisitFacts {
  location: Pick<Location, 'search' | 'hash'>;
  userAgent: string;
  /** An SDK already on `window` (LINE's client or the page put it there). */
  sdk: LiffSdk | undefined;
}

const pageFacts = (): VisitFacts => ({ location: window.location, userAgent: navigator.userAgent, sdk: window.liff });

/** True inside the LINE app's browser, or on the LIFF endpoint's first hop (`liff.state`). */
export function isLineVisit(userAgent: string, search: string): boolean {
  return /\bLine\//i.test(userAgent) || new URLSearchParams(search).has('liff.state');
}

/**
 * The LIFF of this visit: the QA fake for `?liff=fake` when fakes are on; LINE's SDK when a
 * LIFF id is configured and an SDK is on the page or the page is opened inside LINE; else null.
 */
export function liffVisit(
  env: LiffVisitEnvironment,
  facts: Omit<VisitFacts, 'location'> & { location: Pick<Location, 'search'> } = pageFacts(),
): 'fake' | 'sdk' | null {
  if (env.qaFakes && new URLSearchParams(facts.location.search).get('liff') === 'fake') return 'fake';
  if (!env.liffId) return null;
  return facts.sdk || isLineVisit(facts.userAgent, facts.location.search) ? 'sdk' : null;
}

/** True when the APK hands a sign-in over in the URL fragment or this is a LIFF visit. */
export function isEmbeddedVisit(env: LiffVisitEnvironment, facts: VisitFacts = pageFacts()): boolean {
  return readApkHandoff(facts.location.hash) !== null || liffVisit(env, facts) !== null;
}
