/**
 * The store's lobby calls (storeApi of src/protocol/http-contract.ts, docs/protocol-store.md),
 * all through this site's relay (it adds the session's token).
 */
import { lobbyCall } from '@/http/lobby-call';
import { OMG_GROUPS, storeApi, type ExchangeGemRequest, type ExchangeGoldRequest, type OmgGroup, type OrderCreateRequest, type StoreFilter } from '@/protocol';

/** Goods, payment groups and exchange of the player's brand; `filter` narrows the pass tickets. */
export const loadGoodsSetting = (filter: StoreFilter = 'all') => lobbyCall(storeApi.GoodsSetting, { Filter: filter });

const isOmgGroup = (group: string): group is OmgGroup => (OMG_GROUPS as readonly string[]).includes(group);

/**
 * Creates an order (the same RequestID again answers the same order) through the path of its
 * provider (chat §7): MyCard's groups through `/payment/mycard_payment`, omg's through
 * `/payment/omg`, bank transfer and card through `/store/order`. The server makes the same order.
 */
export function createOrder({ GoodsID, Group, Method, RequestID }: OrderCreateRequest) {
  if (Group === 'mycard') return lobbyCall(storeApi.MyCardPayment, { GoodsID, RequestID, ...(Method ? { Method } : {}) });
  if (isOmgGroup(Group)) return lobbyCall(storeApi.Omg, { GoodsID, Group, RequestID });
  return lobbyCall(storeApi.Order, { GoodsID, Group, RequestID, ...(Method ? { Method } : {}) });
}

/** One page of the player's orders, newest first; `orderId` asks for that one only. */
export const loadOrders = (page: number, perPage: number, orderId?: string) =>
  lobbyCall(storeApi.OrderList, orderId ? { Page: page, PerPage: perPage, OrderID: orderId } : { Page: page, PerPage: perPage });

/** One order with the bag after it (asked once an order closed, for the new balance). */
export const verifyOrder = (orderId: string) => lobbyCall(storeApi.MyCardVerify, { OrderID: orderId });

/** Gem ↔ gold at the brand's rate. */
export const exchangeGem = (req: ExchangeGemRequest) => lobbyCall(storeApi.ExchangeGemToGold, req);

/** Gold → gold-priced goods (pass tickets). */
export const exchangeGold = (req: ExchangeGoldRequest) => lobbyCall(storeApi.ExchangeGold, req);
