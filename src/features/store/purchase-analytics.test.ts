// @vitest-environment jsdom
/** The purchase event goes into dataLayer once per OrderID, across reloads (localStorage). */
import type { PurchaseEvent } from '@/protocol';
import { REPORTED_STORAGE_KEY, reportPurchase, resetReportedPurchases } from './purchase-analytics';

const event = (OrderID: string, Method: string, Result: PurchaseEvent['Result']): PurchaseEvent => ({
  Event: 'purchase',
  OrderID,
  Method,
  Result,
  Currency: 'TWD',
  Value: 500,
  Item: 'gold-500',
});

beforeEach(() => {
  window.dataLayer = [];
  window.localStorage.clear();
  resetReportedPurchases();
});

describe('reportPurchase', () => {
  it('pushes the documented payload once per OrderID, also after a reload', () => {
    reportPurchase(event('SO20250115120000AAAAAA', 'omg-telecom', 'request_sent'));
    reportPurchase(event('SO20250115120000AAAAAA', 'omg-telecom', 'request_sent'));
    reportPurchase(null);
    expect(window.dataLayer).toEqual([
      { event: 'purchase', method: 'omg-telecom', result: 'request_sent', currency: 'TWD', value: 500, item: 'gold-500', order_id: 'SO20250115120000AAAAAA' },
    ]);
    resetReportedPurchases(); // a new page: only localStorage remembers
    reportPurchase(event('SO20250115120000AAAAAA', 'omg-telecom', 'request_sent'));
    reportPurchase(event('SO20250115120000BBBBBB', 'creditCard', 'success'));
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer![1]).toMatchObject({ method: 'creditCard', result: 'success', order_id: 'SO20250115120000BBBBBB' });
    expect(JSON.parse(window.localStorage.getItem(REPORTED_STORAGE_KEY)!)).toEqual(['SO20250115120000AAAAAA', 'SO20250115120000BBBBBB']);
  });
});
