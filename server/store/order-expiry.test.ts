/**
 * Unpaid orders expire (StoreLimits.PendingOrderTtlMs), on both engines: an order nobody paid
 * in time closes as failed with `Expired`, its pay page stops taking payments, a late paid
 * callback is refused (200460) and credits nothing, and abandoned checkouts stop counting
 * against StoreLimits.MaxPendingOrders (which would otherwise block the player's store for good).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, PaymentPath, StoreLimits, StorePath, type PaymentCallbackResult } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { bal, call, callbackFor, deliver, order, orderStatus, requestId, storePlayer } from './test-kit';

const TTL = StoreLimits.PendingOrderTtlMs;

describe('unpaid store orders expire', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());
  afterEach(() => s.clock.reset());

  it('an order is payable until its time is up, then closes as expired and a late paid callback credits nothing', async () => {
    const p = await storePlayer(s);
    const early = await order(s, p, 'gold-150', 'creditCard');
    const late = await order(s, p, 'gold-150', 'creditCard');

    s.clock.advance(TTL - 1);
    expect(await orderStatus(s, p, early.Order.OrderID)).toMatchObject({ Status: 'pending', Expired: false });
    expect((await deliver(s, callbackFor(early.Order))).json.Result).toMatchObject({ Status: 'paid', Credited: true });

    s.clock.advance(1);
    const closed = await orderStatus(s, p, late.Order.OrderID);
    expect(closed).toMatchObject({ Status: 'failed', Expired: true, PayUrl: null, ClosedAt: closed.CreatedAt + TTL, Analytics: null });
    const refused = await deliver(s, callbackFor(late.Order));
    expect(refused.json.Code).toBe(Code.StoreOrderClosed);
    const failedAfter = await deliver(s, callbackFor(late.Order, { Status: 'failed' }));
    expect(failedAfter.json.Result).toMatchObject({ Status: 'failed', Credited: false });

    expect(await bal(s, p.id, ItemId.Gold)).toBe(150_000);
    expect(await orderStatus(s, p, early.Order.OrderID)).toMatchObject({ Status: 'paid', Expired: false });
  });

  it('a callback that comes after the time is up is refused even when nothing read the order before', async () => {
    const p = await storePlayer(s);
    const { Order } = await order(s, p, 'gold-1000', 'bankTransfer');
    s.clock.advance(TTL);
    const replies = await Promise.all(Array.from({ length: 5 }, () => deliver(s, callbackFor(Order))));
    expect(replies.map((r) => r.json.Code)).toEqual(Array(5).fill(Code.StoreOrderClosed));
    expect(await bal(s, p.id, ItemId.Gold)).toBe(0);
    expect(await orderStatus(s, p, Order.OrderID)).toMatchObject({ Status: 'failed', Expired: true });
  });

  it('a failed callback is not an expiry', async () => {
    const p = await storePlayer(s);
    const { Order } = await order(s, p);
    expect((await deliver(s, callbackFor(Order, { Status: 'failed' }))).json.Result as PaymentCallbackResult).toMatchObject({ Status: 'failed' });
    s.clock.advance(TTL);
    expect(await orderStatus(s, p, Order.OrderID)).toMatchObject({ Status: 'failed', Expired: false });
  });

  it('abandoned checkouts stop blocking the store once they expire', async () => {
    const p = await storePlayer(s);
    for (let i = 0; i < StoreLimits.MaxPendingOrders; i++) await order(s, p);
    const blocked = await call(s, p, StorePath.Order, { GoodsID: 'gold-150', Group: 'creditCard', RequestID: requestId() });
    expect(blocked.json.Code).toBe(Code.StoreTooManyPending);
    s.clock.advance(TTL);
    const again = await call(s, p, StorePath.Order, { GoodsID: 'gold-150', Group: 'creditCard', RequestID: requestId() });
    expect(again.json).toMatchObject({ Code: 0, Result: { Order: { Status: 'pending', Expired: false } } });
  });

  it('the pay page of an expired order says so and offers no buttons; its 付款 is refused', async () => {
    const p = await storePlayer(s);
    const { Order, PayUrl } = await order(s, p);
    const url = new URL(PayUrl);
    s.clock.advance(TTL);
    const html = await (await fetch(`${s.url}${url.pathname}${url.search}`)).text();
    expect(html).toContain('已逾時');
    expect(html).toContain('此訂單逾時未付款，已取消。');
    expect(html).not.toContain('data-outcome');
    const pay = await s.post(PaymentPath.SimAction, { OrderID: Order.OrderID, Key: url.searchParams.get('key'), Outcome: 'paid' });
    expect(pay.json.Code).toBe(Code.StoreOrderClosed);
    expect(await bal(s, p.id, ItemId.Gold)).toBe(0);
  });
});
