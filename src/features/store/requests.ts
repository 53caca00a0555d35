/**
 * The store's lobby calls (storeApi of src/protocol/http-contract.ts, docs/protocol-store.md),
 * all through this site's relay (it adds the session's token).
 */
import { lobbyCall } from '@/http/lobby-call';
import { storeApi, type ExchangeGemRequest, type ExchangeGoldRequest, type OrderCreateRequest, type StoreFilter } from '@/protocol';

/** Goods, payment groups and exchange of the player's brand; `filter` narrows the pass tickets. */
export const loadGoodsSetting = (filter: StoreFilter = 'all') => lobbyCall(storeApi.GoodsSetting, { Filter: filter });

/** Creates an order (the same RequestID again answers the same order). */
export const createOrder = (req: OrderCreateRequest) => lobbyCall(storeApi.Order, req);

/** One page of the player's orders, newest first; `orderId` asks for that one only. */
export const loadOrders = (page: number, perPage: number, orderId?: string) =>
  lobbyCall(storeApi.OrderList, orderId ? { Page: page, PerPage: perPage, OrderID: orderId } : { Page: page, PerPage: perPage });

/** One order with the bag after it (asked once an order closed, for the new balance). */
export const verifyOrder = (orderId: string) => lobbyCall(storeApi.MyCardVerify, { OrderID: orderId });

/** Gem ↔ gold at the brand's rate. */
export const exchangeGem = (req: ExchangeGemRequest) => lobbyCall(storeApi.ExchangeGemToGold, req);

/** Gold → gold-priced goods (pass tickets). */
export const exchangeGold = (req: ExchangeGoldRequest) => lobbyCall(storeApi.ExchangeGold, req);
