/**
 * The provider's callback (POST /api/v1/payment/callback; docs/protocol-store.md): verified by
 * its HMAC signature, matched to the order's provider and amount, then:
 * - paid: the goods are credited through the wallet under `store-order:<OrderID>:<player>:0`,
 *   the order marked paid and its VIP points added in that same transaction. A copy of the
 *   callback (twice, or ten at once) finds the reference applied and credits nothing.
 * - failed: a pending order is marked failed; nothing is credited.
 * A failed order stays failed: a later paid callback is refused (200460) and logged for
 * reconciliation; a failed callback after paid changes nothing. An order nobody paid within
 * StoreLimits.PendingOrderTtlMs is expired (failed) before the callback is looked at, so a late
 * paid callback is refused the same way.
 */
import { Code, type PaymentCallback, type PaymentCallbackResult } from '../../src/protocol';
import { storeOrdersRepository } from '../db/repositories/store-orders';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { addVipPoints, publishVipRise, type VipPointsAdded } from '../vip/vip-service';
import { expireStaleOrders } from './orders';
import { verifyCallback, type PaymentConfig } from './payment-config';

/** Ledger source of order credits (passbook: 商城 / 商城購買). */
export const STORE_LEDGER_SOURCE = 'store';

/** Thrown inside the paying transaction when the order is no longer pending: rolls it back. */
class OrderNotPending extends Error {}

export async function handlePaymentCallback(services: Services, config: PaymentConfig, cb: PaymentCallback): Promise<PaymentCallbackResult> {
  if (!verifyCallback(config.secret, cb)) {
    services.log.warn('payment callback with a bad signature', { orderId: cb.OrderID, provider: cb.Provider });
    throw new ReplyError(Code.StoreSignatureInvalid, 'signature does not verify');
  }
  const repo = storeOrdersRepository(services.repos.db);
  await expireStaleOrders(services, { orderId: cb.OrderID });
  const order = await repo.find(cb.OrderID);
  if (!order) throw new ReplyError(Code.StoreOrderUnknown, `no order ${cb.OrderID}`);
  if (cb.Provider !== order.provider) throw new ReplyError(Code.StoreProviderMismatch, `order ${order.id} is paid through ${order.provider}`);
  const now = services.clock.now();
  const result = (status: PaymentCallbackResult['Status'], credited: boolean): PaymentCallbackResult => ({ OrderID: order.id, Status: status, Credited: credited });

  if (cb.Status === 'failed') {
    if (await repo.close(order.id, 'failed', cb.TransactionID, now)) {
      services.log.info('store order failed', { orderId: order.id, playerId: order.playerId });
      return result('failed', false);
    }
    const current = await repo.find(order.id);
    return result(current?.status ?? order.status, false);
  }

  if (cb.AmountTWD !== order.amountTwd) {
    services.log.warn('payment callback amount mismatch', { orderId: order.id, expected: order.amountTwd, got: cb.AmountTWD });
    throw new ReplyError(Code.StoreAmountMismatch, `order ${order.id} is NT$${order.amountTwd}, callback says NT$${cb.AmountTWD}`);
  }
  if (order.status === 'failed') return refuseClosed(services, order.id, cb);

  let vip: VipPointsAdded | undefined;
  const changes = Object.entries(order.items).map(([item, amount]) => ({ playerId: order.playerId, itemId: Number(item), delta: amount }));
  try {
    const applied = await services.wallet.apply(changes, {
      ref: { kind: 'store-order', id: order.id, playerId: order.playerId, itemId: 0 },
      source: STORE_LEDGER_SOURCE,
      reason: `store order ${order.id} ${order.goodsId} NT$${order.amountTwd}`,
      alsoInTransaction: async (tx) => {
        if (!(await storeOrdersRepository(tx.db).close(order.id, 'paid', cb.TransactionID, now))) throw new OrderNotPending();
        if (order.points > 0) vip = await addVipPoints(tx, order.playerId, order.points);
      },
    });
    if (!applied.replayed) {
      publishVipRise(services, order.playerId, vip);
      services.log.info('store order paid', { orderId: order.id, playerId: order.playerId, amountTwd: order.amountTwd });
    }
    return result('paid', !applied.replayed);
  } catch (err) {
    // A failed callback closed the order between the read above and the paying transaction.
    if (err instanceof OrderNotPending) return refuseClosed(services, order.id, cb);
    throw err;
  }
}

function refuseClosed(services: Services, orderId: string, cb: PaymentCallback): never {
  services.log.warn('paid callback for a failed order: refused, reconcile with the provider', { orderId, transactionId: cb.TransactionID });
  throw new ReplyError(Code.StoreOrderClosed, `order ${orderId} failed before; it cannot be paid`);
}
