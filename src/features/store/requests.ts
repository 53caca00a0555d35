/**
 * The store's lobby calls (src/protocol/store.ts, docs/protocol-store.md), all through this
 * site's relay (src/http/lobby-relay.ts attaches the session's token). Never throws:
 * an unreachable server answers Code 100000 and a success whose Result does not match the
 * protocol is read the same way.
 */
import { sessionLobbyPost } from '@/config/lobby-http';
import {
  Code,
  PaymentPath,
  StorePath,
  exchangeResultSchema,
  goodsSettingResultSchema,
  orderCreateResultSchema,
  orderListResultSchema,
  orderVerifyResultSchema,
  parsePayload,
  type ExchangeGemRequest,
  type ExchangeGoldRequest,
  type ExchangeResult,
  type GoodsSettingResult,
  type OrderCreateRequest,
  type OrderCreateResult,
  type OrderListResult,
  type OrderVerifyResult,
  type StoreFilter,
} from '@/protocol';

export type Outcome<R> = { ok: true; result: R } | { ok: false; code: number; message: string };

async function call<R>(path: string, body: unknown, schema: Parameters<typeof parsePayload>[0]): Promise<Outcome<R>> {
  const reply = await sessionLobbyPost<unknown>(path, body);
  if (reply.Code !== Code.HttpOk) return { ok: false, code: reply.Code, message: reply.Message };
  const parsed = parsePayload(schema, reply.Result);
  if (!parsed.ok) {
    console.error(`${path}: malformed reply`, parsed.error);
    return { ok: false, code: Code.Silent, message: '' };
  }
  return { ok: true, result: parsed.value as R };
}

/** Goods, payment groups and exchange of the player's brand; `filter` narrows the pass tickets. */
export function loadGoodsSetting(filter: StoreFilter = 'all'): Promise<Outcome<GoodsSettingResult>> {
  return call(StorePath.GoodsSetting, { Filter: filter }, goodsSettingResultSchema);
}

/** Creates an order (the same RequestID again answers the same order). */
export function createOrder(req: OrderCreateRequest): Promise<Outcome<OrderCreateResult>> {
  return call(StorePath.Order, req, orderCreateResultSchema);
}

/** One page of the player's orders, newest first; `orderId` asks for that one only. */
export function loadOrders(page: number, perPage: number, orderId?: string): Promise<Outcome<OrderListResult>> {
  return call(StorePath.OrderList, orderId ? { Page: page, PerPage: perPage, OrderID: orderId } : { Page: page, PerPage: perPage }, orderListResultSchema);
}

/** One order with the bag after it (asked once an order closed, for the new balance). */
export function verifyOrder(orderId: string): Promise<Outcome<OrderVerifyResult>> {
  return call(PaymentPath.MyCardVerify, { OrderID: orderId }, orderVerifyResultSchema);
}

/** Gem ↔ gold at the brand's rate. */
export function exchangeGem(req: ExchangeGemRequest): Promise<Outcome<ExchangeResult>> {
  return call(StorePath.ExchangeGemToGold, req, exchangeResultSchema);
}

/** Gold → gold-priced goods (pass tickets). */
export function exchangeGold(req: ExchangeGoldRequest): Promise<Outcome<ExchangeResult>> {
  return call(StorePath.ExchangeGold, req, exchangeResultSchema);
}
