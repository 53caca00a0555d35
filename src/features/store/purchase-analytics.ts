/**
 * The purchase event of an order (account §7), reported once per OrderID: the server hands it
 * over at creation (omg, MyCard: `request_sent`) or with the paid order (bank transfer, card:
 * `success`), and the order may be read many times (polling, the history, a reload), so the
 * OrderIDs already reported are kept in localStorage (the last 200).
 */
import { trackPurchase } from '@/lib/analytics';
import type { PurchaseEvent } from '@/protocol';

export const REPORTED_STORAGE_KEY = 'analyticsPurchases';
const KEEP = 200;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Kept in memory too: a blocked storage still reports once per page. */
const reportedHere = new Set<string>();

function reportedIds(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(REPORTED_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Pushes `{event: 'purchase', method, result, currency, value, item, order_id}` unless this
 * OrderID was reported before; null events (nothing to report yet) are ignored.
 * @example reportPurchase(reply.Analytics)
 */
export function reportPurchase(event: PurchaseEvent | null | undefined): void {
  if (!event) return;
  const ids = reportedIds();
  if (reportedHere.has(event.OrderID) || ids.includes(event.OrderID)) return;
  reportedHere.add(event.OrderID);
  try {
    storage()?.setItem(REPORTED_STORAGE_KEY, JSON.stringify([...ids, event.OrderID].slice(-KEEP)));
  } catch {
    // full or blocked storage: the memory set still keeps this page from repeating it
  }
  trackPurchase(event.Method, { value: event.Value, currency: event.Currency, item: event.Item, orderId: event.OrderID });
}

/** Test-only: forget what this page reported. */
export function resetReportedPurchases(): void {
  reportedHere.clear();
}
