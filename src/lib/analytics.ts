/**
 * Analytics events (account §7): every event goes into `window.dataLayer`, the array a tag
 * manager reads. The array is created when missing, so events pushed before a tag manager
 * loads are still there for it (GTM replays what it finds). Each event carries the campaign
 * (utm_*) captured on landing and kept for the browser session. Payloads: docs/analytics.md.
 */

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Analytics event names. */
export const AnalyticsEvent = {
  /** The player opened the points-exchange (deposit) page. */
  DepositView: 'deposit_view',
  /** A download button (store, APK, floating tab). Its name is kept in src/features/download/links.ts. */
  DownloadClick: 'download_click',
  /** A sign-in provider button of the sign-in modal. */
  LoginClick: 'login_click',
  /** A sign-in created a new account (the session's isRegist). */
  SignUp: 'sign_up',
  /** A purchase was made (or, for omg and MyCard, its request sent). */
  Purchase: 'purchase',
  /** The landing URL carried campaign parameters. */
  UtmCapture: 'utm_capture',
} as const;

/** The campaign parameters kept and attached to every event. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type Utm = Partial<Record<UtmKey, string>>;

/** sessionStorage key of the captured campaign. */
export const UTM_STORAGE_KEY = 'utm';
const MAX_LENGTH = 200;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frame)
  }
}

/** The campaign kept for this browser session ({} when none). */
export function currentUtm(): Utm {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(UTM_STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const utm: Utm = {};
    for (const key of UTM_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) utm[key] = value;
    }
    return utm;
  } catch {
    return {};
  }
}

/**
 * Reads utm_* from a landing URL's query. When it carries any, they replace the kept campaign
 * (the last campaign the visitor came through wins) and a utm_capture event is reported (once
 * per campaign);
 * returns what was captured, or null when the URL carries none.
 * @example captureUtm('?utm_source=line&utm_medium=social') // { utm_source: 'line', utm_medium: 'social' }
 */
export function captureUtm(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, MAX_LENGTH);
  }
  if (Object.keys(utm).length === 0) return null;
  // the same campaign again (a reload, a second page with the same link): kept, not reported twice
  if (JSON.stringify(utm) === JSON.stringify(currentUtm())) return utm;
  try {
    session()?.setItem(UTM_STORAGE_KEY, JSON.stringify(utm));
  } catch {
    // full or blocked storage: the event below still carries the campaign
  }
  track(AnalyticsEvent.UtmCapture);
  return utm;
}

/**
 * Reports an event: `{ event, ...campaign, ...data }` into `window.dataLayer` (created when missing).
 * @example track(AnalyticsEvent.DepositView, { from: 'bottomBar' })
 */
export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  if (!Array.isArray(window.dataLayer)) window.dataLayer = [];
  window.dataLayer.push({ event, ...currentUtm(), ...data });
}

/** How a purchase ended as the site knows it: omg and MyCard pay on their own pages. */
export type PurchaseResult = 'request_sent' | 'success';

/** 'request_sent' for omg and MyCard (the payment finishes on their pages), else 'success'. */
export function purchaseResult(method: string): PurchaseResult {
  return /^(omg|mycard)/i.test(method) ? 'request_sent' : 'success';
}

/** What a purchase event may add (all optional; currency TWD as the spec's exchange event). */
export interface PurchaseDetails {
  /** Price in `currency`. */
  value?: number;
  currency?: string;
  /** The product or pack bought. */
  item?: string | number;
  /** The store's order (sent as `order_id`), so a tag manager can drop a repeat. */
  orderId?: string;
}

/**
 * Reports a purchase once its request went out (omg, MyCard) or it succeeded (other methods).
 * @example trackPurchase('mycard', { value: 150, item: 'pack-150' }) // result: 'request_sent'
 */
export function trackPurchase(method: string, details: PurchaseDetails = {}): void {
  const { value, currency = 'TWD', item, orderId } = details;
  track(AnalyticsEvent.Purchase, {
    method,
    result: purchaseResult(method),
    currency,
    ...(value === undefined ? {} : { value }),
    ...(item === undefined ? {} : { item }),
    ...(orderId === undefined ? {} : { order_id: orderId }),
  });
}
