declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Analytics event names used by the shell. */
export const AnalyticsEvent = {
  /** The player opened the points-exchange (deposit) page. */
  DepositView: 'deposit_view',
} as const;

/**
 * Reports an analytics event to `window.dataLayer` when a tag manager put one there;
 * otherwise does nothing.
 * @example track(AnalyticsEvent.DepositView, { from: 'bottomBar' })
 */
export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return;
  window.dataLayer.push({ event, ...data });
}
