/**
 * The simulated providers (MyCard, omg, bank transfer, card): what a real provider does after
 * the player pays on its page — send the merchant a signed callback. The pay page's 付款 / 失敗
 * buttons and QA's `/__qa/store/callback` both build that callback here and deliver it to the
 * same handler as POST /api/v1/payment/callback.
 */
import { randomBytes } from 'node:crypto';
import { Code, type PaymentCallback, type PaymentCallbackResult, type PaymentProvider, type SimPayRequest } from '../../src/protocol';
import { storeOrdersRepository, type StoreOrderRow } from '../db/repositories/store-orders';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { expireStaleOrders, orderView } from './orders';
import { handlePaymentCallback } from './payment-callback';
import { signedCallback, type PaymentConfig } from './payment-config';

const newTransactionId = (provider: string) => `SIM-${provider.toUpperCase()}-${randomBytes(8).toString('hex')}`;

async function orderOf(services: Services, orderId: string): Promise<StoreOrderRow> {
  const row = await storeOrdersRepository(services.repos.db).find(orderId);
  if (!row) throw new ReplyError(Code.StoreOrderUnknown, `no order ${orderId}`);
  return row;
}

/** What the pay page shows: the order (null when the key does not match) and whether it is open. */
export async function payPageOrder(services: Services, orderId: string, key: string, baseUrl: string) {
  await expireStaleOrders(services, { orderId });
  const row = await storeOrdersRepository(services.repos.db).find(orderId);
  if (!row || row.payKey !== key) return null;
  return orderView(row, baseUrl);
}

/** The pay page's button: the provider reports the outcome for the order. */
export async function simulatePayment(services: Services, config: PaymentConfig, req: SimPayRequest): Promise<PaymentCallbackResult> {
  if (!config.simulator || config.secret === null) throw new ReplyError(Code.StorePaymentUnavailable, 'the payment simulator is off');
  const row = await orderOf(services, req.OrderID);
  if (row.payKey !== req.Key) throw new ReplyError(Code.StoreOrderUnknown, `no order ${req.OrderID}`);
  const cb = signedCallback(config.secret, {
    OrderID: row.id,
    Provider: row.provider as PaymentProvider,
    Status: req.Outcome,
    AmountTWD: row.amountTwd,
    TransactionID: newTransactionId(row.provider),
  });
  return handlePaymentCallback(services, config, cb);
}

export interface QaCallbackRequest {
  OrderID: string;
  Status: 'paid' | 'failed';
  /** Defaults to the order's amount (another value: a wrong-amount callback). */
  AmountTWD?: number;
  /** Copies of the same callback (same TransactionID), delivered at once. */
  Copies: number;
  /** Deliver after this many milliseconds (answers before it). */
  DelayMs: number;
  /** Sign with a wrong key. */
  BadSignature: boolean;
}

export interface QaCallbackOutcome {
  Code: number;
  Message: string;
  Result: PaymentCallbackResult | null;
}

/** Delivers `Copies` callbacks at once; each answer as the callback route would give it. */
async function deliver(services: Services, config: PaymentConfig, cb: PaymentCallback, copies: number): Promise<QaCallbackOutcome[]> {
  return Promise.all(
    Array.from({ length: copies }, async () => {
      try {
        return { Code: Code.HttpOk, Message: '', Result: await handlePaymentCallback(services, config, cb) };
      } catch (err) {
        if (err instanceof ReplyError) return { Code: err.code, Message: err.message, Result: null };
        throw err;
      }
    }),
  );
}

/** `/__qa/store/callback`: the delivered outcomes, or null when scheduled for later. */
export async function qaCallback(services: Services, config: PaymentConfig, req: QaCallbackRequest): Promise<QaCallbackOutcome[] | null> {
  const row = await orderOf(services, req.OrderID);
  const fields = {
    OrderID: row.id,
    Provider: row.provider as PaymentProvider,
    Status: req.Status,
    AmountTWD: req.AmountTWD ?? row.amountTwd,
    TransactionID: newTransactionId(row.provider),
  };
  const cb = signedCallback(req.BadSignature || config.secret === null ? `not-${config.secret ?? 'set'}` : config.secret, fields);
  if (req.DelayMs <= 0) return deliver(services, config, cb, req.Copies);
  const timer = setTimeout(() => {
    deliver(services, config, cb, req.Copies).then(
      (outcomes) => services.log.info('qa store callback delivered', { orderId: row.id, codes: outcomes.map((o) => o.Code) }),
      (err: unknown) => services.log.error('qa store callback crashed', { orderId: row.id, err }),
    );
  }, req.DelayMs);
  timer.unref();
  return null;
}
