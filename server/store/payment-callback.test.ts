/**
 * Orders and the provider's callback over HTTP, on both engines (SQLite under `server`,
 * PostgreSQL under `server-pg`): a paid callback credits once however many copies arrive
 * (twice, ten at once, through the QA route), a failed one credits nothing and a later paid one
 * is refused, a bad signature / wrong amount / wrong provider is refused, and the pay page's
 * buttons go through the same callback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, PaymentPath, QaStorePath, StoreLimits, StorePath, type OrderCreateResult, type PaymentCallbackResult } from '../../src/protocol';
import { ledger } from '../mail/test-kit';
import { ledgerLabel } from '../passbook/labels';
import { startTestServer, type TestServer } from '../testing/harness';
import { eventually } from '../testing/wait';
import { STORE_LEDGER_SOURCE } from './payment-callback';
import { bal, call, callbackFor, deliver, order, orderStatus, requestId, storePlayer, type StorePlayer } from './test-kit';

describe('store orders and payment callbacks', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const storeRows = async (p: StorePlayer) => (await ledger(s, p.id, ItemId.Gold)).filter((r) => r.source === STORE_LEDGER_SOURCE);
  const vipPoints = async (p: StorePlayer) => (await s.services.repos.vip.find(p.id))!.points;

  it('creates a pending order with a PayUrl; a callback delivered twice credits once', async () => {
    const p = await storePlayer(s);
    const created = await order(s, p, 'gold-150', 'creditCard');
    expect(created.Order).toMatchObject({ GoodsID: 'gold-150', Provider: 'card', AmountTWD: 150, Status: 'pending', Items: { [ItemId.Gold]: 150_000 } });
    expect(created.Order.OrderID).toMatch(/^SO\d{14}[0-9A-Z]{6}$/);
    expect(created.PayUrl).toContain(`${PaymentPath.SimPage}?order=${created.Order.OrderID}&key=`);
    expect(created.Analytics).toBeNull(); // card: reported as success once paid

    const first = await deliver(s, callbackFor(created.Order));
    expect(first.json).toEqual({ Code: 0, Message: '', Result: { OrderID: created.Order.OrderID, Status: 'paid', Credited: true } });
    const second = await deliver(s, callbackFor(created.Order));
    expect(second.json.Result).toEqual({ OrderID: created.Order.OrderID, Status: 'paid', Credited: false });

    expect(await bal(s, p.id)).toBe(150_000);
    expect((await storeRows(p)).map((r) => Number(r.delta))).toEqual([150_000]);
    const [row] = await storeRows(p);
    expect(ledgerLabel({ source: row!.source, reason: row!.reason, delta: Number(row!.delta) })).toEqual({ source: 'store', reason: 'storePurchase' });
    expect(row!.reason).toContain(created.Order.OrderID);
    expect(await vipPoints(p)).toBe(150 * StoreLimits.VipPointsPerTwd);
    const listed = await orderStatus(s, p, created.Order.OrderID);
    expect(listed).toMatchObject({ Status: 'paid', PayUrl: null, Analytics: { Event: 'purchase', Result: 'success', Currency: 'TWD', Value: 150, Method: 'creditCard' } });
  });

  it('10 concurrent callbacks credit once', async () => {
    const p = await storePlayer(s);
    const { Order } = await order(s, p, 'gold-1000', 'bankTransfer');
    const replies = await Promise.all(Array.from({ length: 10 }, () => deliver(s, callbackFor(Order))));
    expect(replies.map((r) => r.json.Code)).toEqual(Array(10).fill(0));
    expect(replies.filter((r) => (r.json.Result as PaymentCallbackResult).Credited)).toHaveLength(1);
    expect(await bal(s, p.id)).toBe(1_050_000);
    expect(await storeRows(p)).toHaveLength(1);
    expect(await vipPoints(p)).toBe(1_000 * StoreLimits.VipPointsPerTwd);
  });

  it('QA fires 10 copies at once: one credits', async () => {
    const p = await storePlayer(s);
    const { Order } = await order(s, p, 'gold-300', 'mobile');
    const r = await s.post(QaStorePath.Callback, { OrderID: Order.OrderID, Copies: 10 });
    expect(r.status).toBe(200);
    const outcomes = r.json.Outcomes as { Code: number; Result: PaymentCallbackResult }[];
    expect(outcomes).toHaveLength(10);
    expect(outcomes.filter((o) => o.Code === 0 && o.Result.Credited)).toHaveLength(1);
    expect(await bal(s, p.id)).toBe(300_000);
  });

  it('a failed callback credits nothing; a later paid one is refused (200460)', async () => {
    const p = await storePlayer(s);
    const { Order } = await order(s, p, 'gold-500', 'creditCard');
    const failed = await deliver(s, callbackFor(Order, { Status: 'failed' }));
    expect(failed.json.Result).toEqual({ OrderID: Order.OrderID, Status: 'failed', Credited: false });
    expect((await deliver(s, callbackFor(Order))).json).toMatchObject({ Code: Code.StoreOrderClosed, Result: null });
    const qa = await s.post(QaStorePath.Callback, { OrderID: Order.OrderID, Copies: 3 });
    expect((qa.json.Outcomes as { Code: number }[]).map((o) => o.Code)).toEqual(Array(3).fill(Code.StoreOrderClosed));
    expect(await bal(s, p.id)).toBe(0);
    expect(await storeRows(p)).toHaveLength(0);
    expect(await vipPoints(p)).toBe(0);
    expect(await orderStatus(s, p, Order.OrderID)).toMatchObject({ Status: 'failed', Analytics: null });
  });

  it('a paid and a failed callback racing: the order ends one way, credited only if paid', async () => {
    const p = await storePlayer(s);
    const { Order } = await order(s, p, 'gold-150', 'creditCard');
    const cbs = [callbackFor(Order), callbackFor(Order, { Status: 'failed' }), callbackFor(Order), callbackFor(Order, { Status: 'failed' })];
    await Promise.all(cbs.map((cb) => deliver(s, cb)));
    const final = await orderStatus(s, p, Order.OrderID);
    expect(await bal(s, p.id)).toBe(final.Status === 'paid' ? 150_000 : 0);
    expect(await storeRows(p)).toHaveLength(final.Status === 'paid' ? 1 : 0);
  });

  it('refuses a bad signature (401), a wrong amount, a wrong provider and an unknown order; the order stays pending', async () => {
    const p = await storePlayer(s);
    const { Order } = await order(s, p, 'gold-150', 'creditCard');
    const forged = await deliver(s, callbackFor(Order, { Signature: 'ab'.repeat(32) }));
    expect(forged.status).toBe(401);
    expect(forged.json.Code).toBe(Code.StoreSignatureInvalid);
    // Fields changed after signing: the signature no longer covers them.
    const tampered = { ...callbackFor(Order), AmountTWD: 1 };
    expect((await deliver(s, tampered)).json.Code).toBe(Code.StoreSignatureInvalid);
    expect((await deliver(s, callbackFor(Order, { AmountTWD: 15 }))).json.Code).toBe(Code.StoreAmountMismatch);
    expect((await deliver(s, callbackFor(Order, { Provider: 'mycard' }))).json.Code).toBe(Code.StoreProviderMismatch);
    expect((await deliver(s, callbackFor({ ...Order, OrderID: 'SO00000000000000000000' }))).json.Code).toBe(Code.StoreOrderUnknown);
    const qaBad = await s.post(QaStorePath.Callback, { OrderID: Order.OrderID, BadSignature: true });
    expect((qaBad.json.Outcomes as { Code: number }[])[0]!.Code).toBe(Code.StoreSignatureInvalid);
    const qaWrong = await s.post(QaStorePath.Callback, { OrderID: Order.OrderID, AmountTWD: 149 });
    expect((qaWrong.json.Outcomes as { Code: number }[])[0]!.Code).toBe(Code.StoreAmountMismatch);
    expect((await deliver(s, { ...callbackFor(Order), AmountTWD: 'lots' } as never)).status).toBe(400);
    expect(await bal(s, p.id)).toBe(0);
    expect((await orderStatus(s, p, Order.OrderID)).Status).toBe('pending');
    // The right callback still goes through afterwards.
    expect((await deliver(s, callbackFor(Order))).json.Result.Credited).toBe(true);
  });

  it('MyCard and omg report request_sent at creation; the same RequestID answers the same order', async () => {
    const p = await storePlayer(s);
    const RequestID = requestId();
    const body = { GoodsID: 'gold-300', Group: 'mycard', Method: 'online', RequestID };
    const a = await call(s, p, StorePath.Order, body);
    const b = await call(s, p, StorePath.Order, body);
    const ra = a.json.Result as OrderCreateResult;
    expect(ra.Order).toMatchObject({ Provider: 'mycard', Method: 'online' });
    expect(ra.Analytics).toMatchObject({ Result: 'request_sent', Method: 'mycard-online', OrderID: ra.Order.OrderID, Value: 300, Currency: 'TWD' });
    expect((b.json.Result as OrderCreateResult).Order.OrderID).toBe(ra.Order.OrderID);
    const reused = await call(s, p, StorePath.Order, { ...body, GoodsID: 'gold-500' });
    expect(reused.json.Code).toBe(Code.StoreRequestReused);
    const omg = await order(s, p, 'gold-150', 'telecom');
    expect(omg.Analytics).toMatchObject({ Result: 'request_sent', Method: 'omg-telecom' });
    // The spec's provider paths make the same orders.
    const viaMyCard = await call(s, p, PaymentPath.MyCardPayment, { GoodsID: 'gold-150', Method: 'freeDeduct', RequestID: requestId() });
    expect((viaMyCard.json.Result as OrderCreateResult).Order).toMatchObject({ Group: 'mycard', Method: 'freeDeduct', Provider: 'mycard' });
    const viaOmg = await call(s, p, PaymentPath.Omg, { GoodsID: 'gold-150', Group: 'mobile', RequestID: requestId() });
    expect((viaOmg.json.Result as OrderCreateResult).Analytics).toMatchObject({ Result: 'request_sent', Method: 'omg-mobile' });
    expect((await call(s, p, PaymentPath.Omg, { GoodsID: 'gold-150', Group: 'creditCard', RequestID: requestId() })).status).toBe(400);
    // Concurrent creates with one RequestID make one order.
    const same = { GoodsID: 'gold-150', Group: 'creditCard', RequestID: requestId() };
    const racing = await Promise.all(Array.from({ length: 5 }, () => call(s, p, StorePath.Order, same)));
    expect(new Set(racing.map((r) => (r.json.Result as OrderCreateResult).Order.OrderID)).size).toBe(1);
  });

  it('the pay page shows the order and its 付款 button pays through the signed callback', async () => {
    const p = await storePlayer(s);
    const { Order, PayUrl } = await order(s, p, 'gold-150', 'bankTransfer');
    const url = new URL(PayUrl);
    const page = await fetch(`${s.url}${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('付款');
    expect(html).toContain('失敗');
    expect(html).toContain(Order.OrderID);
    expect(html).toContain('NT$ 150');
    expect((await fetch(`${s.url}${url.pathname}?order=${Order.OrderID}&key=wrong`)).status).toBe(404);
    const key = url.searchParams.get('key')!;
    expect((await s.post(PaymentPath.SimAction, { OrderID: Order.OrderID, Key: 'wrong', Outcome: 'paid' })).json.Code).toBe(Code.StoreOrderUnknown);
    const paid = await s.post(PaymentPath.SimAction, { OrderID: Order.OrderID, Key: key, Outcome: 'paid' });
    expect(paid.json.Result).toEqual({ OrderID: Order.OrderID, Status: 'paid', Credited: true });
    expect(await bal(s, p.id)).toBe(150_000);
    expect(await (await fetch(`${s.url}${url.pathname}${url.search}`)).text()).toContain('此訂單已結束');
    // 失敗 on another order
    const other = await order(s, p, 'gold-150', 'bankTransfer');
    const otherKey = new URL(other.PayUrl).searchParams.get('key')!;
    const failed = await s.post(PaymentPath.SimAction, { OrderID: other.Order.OrderID, Key: otherKey, Outcome: 'failed' });
    expect(failed.json.Result.Status).toBe('failed');
    expect(await bal(s, p.id)).toBe(150_000);
  });

  it('a delayed QA callback arrives later; mycard_verify reads the order and the bag', async () => {
    const p = await storePlayer(s);
    const { Order } = await order(s, p, 'gold-150', 'mycard');
    expect((await s.post(QaStorePath.Callback, { OrderID: Order.OrderID, DelayMs: 30 })).json).toEqual({ Scheduled: true });
    await eventually(async () => expect((await orderStatus(s, p, Order.OrderID)).Status).toBe('paid'));
    const verify = await call(s, p, PaymentPath.MyCardVerify, { OrderID: Order.OrderID });
    expect(verify.json.Result.Order).toMatchObject({ OrderID: Order.OrderID, Status: 'paid' });
    expect(verify.json.Result.Bag.Items[String(ItemId.Gold)].Amount).toBe(150_000);
    const stranger = await storePlayer(s);
    expect((await call(s, stranger, PaymentPath.MyCardVerify, { OrderID: Order.OrderID })).json.Code).toBe(Code.StoreOrderUnknown);
    expect((await s.post(QaStorePath.Callback, { OrderID: 'SO-nope' })).status).toBe(404);
  });

  it(`caps pending orders at ${StoreLimits.MaxPendingOrders}`, async () => {
    const p = await storePlayer(s);
    for (let i = 0; i < StoreLimits.MaxPendingOrders; i++) await order(s, p);
    const over = await call(s, p, StorePath.Order, { GoodsID: 'gold-150', Group: 'creditCard', RequestID: requestId() });
    expect(over.json.Code).toBe(Code.StoreTooManyPending);
  });
});
