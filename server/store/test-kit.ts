/** Helpers of the store tests: players of a brand, store calls, signed callbacks, balances. */
import { randomUUID } from 'node:crypto';
import {
  ItemId,
  PaymentPath,
  QaPath,
  StorePath,
  type OrderCreateResult,
  type OrderListResult,
  type PaymentCallback,
  type StoreOrder,
} from '../../src/protocol';
import type { TestServer } from '../testing/harness';
import { DEV_PAYMENT_SECRET, signedCallback } from './payment-config';

export interface StorePlayer {
  id: number;
  token: string;
}

export async function storePlayer(s: TestServer, SiteID = 'crab', balances: { Gold?: number; Gems?: number; Points?: number } = {}): Promise<StorePlayer> {
  const r = await s.post(QaPath.Players, { SiteID, ...balances });
  if (r.status !== 200) throw new Error(`QA player answered ${r.status} ${JSON.stringify(r.json)}`);
  return { id: r.json.PlayerID as number, token: r.json.Token as string };
}

export const call = (s: TestServer, p: StorePlayer, path: string, body: unknown) => s.post(path, body, { 'api-token': p.token });

export const requestId = () => randomUUID();

/** Creates an order; throws unless Code 0. */
export async function order(s: TestServer, p: StorePlayer, GoodsID = 'gold-150', Group = 'creditCard', extra: Record<string, unknown> = {}): Promise<OrderCreateResult> {
  const r = await call(s, p, StorePath.Order, { GoodsID, Group, RequestID: requestId(), ...extra });
  if (r.json.Code !== 0) throw new Error(`order answered ${JSON.stringify(r.json)}`);
  return r.json.Result as OrderCreateResult;
}

/** The provider's callback for an order, signed with the dev secret (what tests run under). */
export function callbackFor(o: StoreOrder, over: Partial<PaymentCallback> = {}): PaymentCallback {
  const fields = { OrderID: o.OrderID, Provider: o.Provider, Status: 'paid' as const, AmountTWD: o.AmountTWD, TransactionID: `T-${o.OrderID}`, ...over };
  return { ...signedCallback(DEV_PAYMENT_SECRET, fields), ...(over.Signature ? { Signature: over.Signature } : {}) };
}

export const deliver = (s: TestServer, cb: PaymentCallback) => s.post(PaymentPath.Callback, cb);

export async function orderStatus(s: TestServer, p: StorePlayer, OrderID: string) {
  const r = await call(s, p, StorePath.OrderList, { Page: 1, PerPage: 1, OrderID });
  return (r.json.Result as OrderListResult).List[0]!;
}

export async function bal(s: TestServer, playerId: number, itemId: number = ItemId.Gold): Promise<number> {
  return (await s.services.repos.wallet.balances(playerId)).get(itemId) ?? 0;
}
