/**
 * Store orders (POST /api/v1/store/order, /order/list, /api/v1/payment/mycard_verify;
 * docs/protocol-store.md): an order is created pending for goods the player's brand sells in
 * TWD, through a group the goods allow; the player pays on the provider's page (PayUrl) and the
 * provider's callback (payment-callback.ts) closes it. A retried create with the same RequestID
 * answers the same order.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentGroupId } from '../../src/brand/payments';
import {
  Code,
  PaymentPath,
  STORE_CURRENCY,
  StoreLimits,
  purchaseResultOf,
  type OrderCreateRequest,
  type OrderCreateResult,
  type OrderListRequest,
  type OrderListResult,
  type PaymentProvider,
  type PurchaseEvent,
  type StoreOrder,
} from '../../src/protocol';
import { storeOrdersRepository, type StoreOrderRow } from '../db/repositories/store-orders';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { GROUP_PROVIDER, lookUpGoods, playerBrand, purchaseMethodName } from './goods';
import type { PaymentConfig } from './payment-config';

const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `SO` + Taipei time yyyyMMddHHmmss + 6 random letters/digits, e.g. `SO20250115120000K3QZ7A`. */
export function newOrderId(now: number): string {
  const taipei = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const random = Array.from(randomBytes(6), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
  return `SO${taipei}${random}`;
}

export function payUrl(row: StoreOrderRow, baseUrl: string): string {
  return `${baseUrl}${PaymentPath.SimPage}?order=${encodeURIComponent(row.id)}&key=${encodeURIComponent(row.payKey)}`;
}

export function orderView(row: StoreOrderRow, baseUrl: string): StoreOrder {
  return {
    OrderID: row.id,
    GoodsID: row.goodsId,
    Name: row.goodsName,
    Group: row.group as PaymentGroupId,
    Method: row.method as StoreOrder['Method'],
    Provider: row.provider as PaymentProvider,
    AmountTWD: row.amountTwd,
    Items: row.items,
    Points: row.points,
    Status: row.status,
    CreatedAt: row.createdAt,
    ClosedAt: row.closedAt,
    Expired: row.status === 'failed' && row.providerTxn === null,
    PayUrl: row.status === 'pending' ? payUrl(row, baseUrl) : null,
  };
}

function purchaseEvent(row: StoreOrderRow): PurchaseEvent {
  return {
    Event: 'purchase',
    OrderID: row.id,
    Method: purchaseMethodName(row.group as PaymentGroupId, row.method),
    Result: purchaseResultOf(row.provider as PaymentProvider),
    Currency: STORE_CURRENCY,
    Value: row.amountTwd,
    Item: row.goodsId,
  };
}

/**
 * The event the client reports for an order, once per OrderID: omg and MyCard at creation
 * (request_sent), the others when paid (success); null otherwise.
 */
export function orderAnalytics(row: StoreOrderRow): PurchaseEvent | null {
  const event = purchaseEvent(row);
  if (event.Result === 'request_sent') return event;
  return row.status === 'paid' ? event : null;
}

/**
 * Closes the player's (or one order's) pending orders older than StoreLimits.PendingOrderTtlMs
 * as expired. Run before every read or change of orders, so what a player, a pay page or a
 * callback sees never depends on a sweep having run; the conditional update from 'pending'
 * makes an expiry and a paying callback exclude each other.
 */
export async function expireStaleOrders(services: Services, scope: { playerId: number } | { orderId: string }): Promise<void> {
  const now = services.clock.now();
  const n = await storeOrdersRepository(services.repos.db).expire(scope, now - StoreLimits.PendingOrderTtlMs, now);
  if (n > 0) services.log.info('store orders expired unpaid', { ...scope, count: n });
}

function sameRequest(row: StoreOrderRow, goodsId: string, group: string, method: string | null): boolean {
  return row.goodsId === goodsId && row.group === group && row.method === method;
}

export async function createOrder(services: Services, config: PaymentConfig, playerId: number, req: OrderCreateRequest, baseUrl: string): Promise<OrderCreateResult> {
  const brand = await playerBrand(services, playerId);
  const looked = lookUpGoods(brand, req.GoodsID);
  if ('missing' in looked) {
    if (looked.missing === 'unknown') throw new ReplyError(Code.StoreGoodsUnknown, `no goods ${req.GoodsID}`);
    throw new ReplyError(Code.StoreGoodsNotOffered, `${brand.id} does not sell ${req.GoodsID}`);
  }
  const goods = looked.found;
  if (goods.PriceTWD === null) throw new ReplyError(Code.StorePaymentNotOffered, `${goods.GoodsID} is bought with gold (exchange_gold)`);
  if (!goods.Groups.includes(req.Group)) throw new ReplyError(Code.StorePaymentNotOffered, `${goods.GoodsID} cannot be paid by ${req.Group} on ${brand.id}`);
  let method: string | null = null;
  if (req.Group === 'mycard') {
    const offered = brand.payments.groups.find((g) => g.id === 'mycard');
    const methods: readonly string[] = offered && 'methods' in offered ? offered.methods : [];
    method = req.Method ?? methods[0] ?? null;
    if (method === null || !methods.includes(method)) throw new ReplyError(Code.StorePaymentNotOffered, `MyCard ${req.Method} is not offered on ${brand.id}`);
  }
  const repo = storeOrdersRepository(services.repos.db);
  const answer = (row: StoreOrderRow): OrderCreateResult => {
    if (!sameRequest(row, goods.GoodsID, req.Group, method)) throw new ReplyError(Code.StoreRequestReused, `RequestID ${req.RequestID} was used for order ${row.id}`);
    const event = purchaseEvent(row);
    return { Order: orderView(row, baseUrl), PayUrl: payUrl(row, baseUrl), Analytics: event.Result === 'request_sent' ? event : null };
  };
  await expireStaleOrders(services, { playerId });
  const earlier = await repo.byRequest(playerId, req.RequestID);
  if (earlier) return answer(earlier);
  if (!config.simulator) throw new ReplyError(Code.StorePaymentUnavailable, 'no payment provider is configured on this server');
  if ((await repo.pendingCount(playerId)) >= StoreLimits.MaxPendingOrders) {
    throw new ReplyError(Code.StoreTooManyPending, `at most ${StoreLimits.MaxPendingOrders} pending orders`);
  }
  const row = {
    id: newOrderId(services.clock.now()),
    playerId,
    siteId: brand.id,
    goodsId: goods.GoodsID,
    goodsName: goods.Name,
    group: req.Group,
    method,
    provider: GROUP_PROVIDER[req.Group],
    amountTwd: goods.PriceTWD,
    items: goods.Items,
    points: goods.Points,
    requestId: req.RequestID,
    payKey: randomBytes(16).toString('hex'),
    createdAt: services.clock.now(),
  };
  await repo.insert(row);
  // Inserted, or a concurrent create with the same RequestID won: answer whichever is stored.
  const stored = await repo.byRequest(playerId, req.RequestID);
  if (!stored) throw new Error(`order of request ${req.RequestID} vanished`);
  services.log.info('store order created', { orderId: stored.id, playerId, goods: stored.goodsId, provider: stored.provider, amountTwd: stored.amountTwd });
  return answer(stored);
}

export async function listOrders(services: Services, playerId: number, req: OrderListRequest, baseUrl: string): Promise<OrderListResult> {
  const offset = (req.Page - 1) * req.PerPage;
  await expireStaleOrders(services, { playerId });
  const { rows, total } = await storeOrdersRepository(services.repos.db).list(playerId, offset, req.PerPage, req.OrderID);
  return { List: rows.map((r) => ({ ...orderView(r, baseUrl), Analytics: orderAnalytics(r) })), Total: total };
}

/** One of the player's orders (mycard_verify): 200457 when it is not theirs or unknown. */
export async function playerOrder(services: Services, playerId: number, orderId: string, baseUrl: string) {
  await expireStaleOrders(services, { playerId });
  const row = await storeOrdersRepository(services.repos.db).find(orderId);
  if (!row || row.playerId !== playerId) throw new ReplyError(Code.StoreOrderUnknown, `no order ${orderId}`);
  return { Order: { ...orderView(row, baseUrl), Analytics: orderAnalytics(row) }, Bag: { Items: await services.wallet.bag(playerId) } };
}
