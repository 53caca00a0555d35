/**
 * The store (chat §2 /store and /purchase, §7 `/api/v1/store/*` and `/api/v1/payment/*`, §9
 * payment groups per brand, gem purchase, store brand filter; account §7 purchase analytics,
 * §9 currency TWD; issue 13 items 1–2). Payloads are "not shown" in the spec: the shapes below
 * are this project's, documented in docs/protocol-store.md with the choices in
 * docs/decisions/176-store-payment-flow.md to docs/decisions/179-store-order-side-effects.md.
 *
 * Money: an order pays in TWD at a provider and credits its goods once, when the provider's
 * signed callback says paid; exchanges move gold, gems and pass tickets inside the wallet.
 */
import * as z from 'zod/mini';
import { PAYMENT_GROUP_IDS } from '../brand/payments';
import { bagSchema } from './player';
import { rewardItemsSchema } from './rewards';
import { int, str } from './schema';

export const StorePath = {
  /** Goods, payment groups and exchange rates of the player's brand. */
  GoodsSetting: '/api/v1/store/goods_setting',
  /** Create an order (TWD at a payment provider). */
  Order: '/api/v1/store/order',
  /** The player's orders, newest first (or one by OrderID). */
  OrderList: '/api/v1/store/order/list',
  /** Gem → gold or gold → gem at the brand's rate (gem brands only). */
  ExchangeGemToGold: '/api/v1/store/exchange_gem_to_gold',
  /** Gold → goods priced in gold (pass tickets). */
  ExchangeGold: '/api/v1/store/exchange_gold',
} as const;

export const PaymentPath = {
  /** The provider's server-to-server callback (HMAC-signed). */
  Callback: '/api/v1/payment/callback',
  /** Order through MyCard (same as store/order with Group mycard). */
  MyCardPayment: '/api/v1/payment/mycard_payment',
  /** Order through omg (same as store/order with an omg group: featured, telecom, mobile). */
  Omg: '/api/v1/payment/omg',
  /** One order's state, asked when the player comes back from MyCard's (or any) pay page. */
  MyCardVerify: '/api/v1/payment/mycard_verify',
  /** The simulated provider's pay page (GET, HTML): `?order=…&key=…`. */
  SimPage: '/payment/sim',
  /** The pay page's 付款 / 失敗 buttons. */
  SimAction: '/api/v1/payment/sim',
} as const;

/** QA control of the store (docs/qa-api.md). */
export const QaStorePath = {
  /** Deliver a provider callback for an order: now, later, N copies, failed, wrong amount. */
  Callback: '/__qa/store/callback',
} as const;

/** The currency of every price and of the purchase event (account §9 "exchange event currency TWD"). */
export const STORE_CURRENCY = 'TWD';

/** Store brand filter (chat §9): pass tickets by game brand. */
export const STORE_FILTERS = ['all', 'be', 'bng', 'rsg', 'atg'] as const;
export type StoreFilter = (typeof STORE_FILTERS)[number];
export type GameBrand = Exclude<StoreFilter, 'all'>;

/** Bag item of each game brand's pass ticket. */
export const PASS_TICKET_ITEM: Readonly<Record<GameBrand, number>> = { be: 51, bng: 52, rsg: 53, atg: 54 };

/** Simulated payment providers; which group pays through which is in docs/protocol-store.md. */
export const PAYMENT_PROVIDERS = ['mycard', 'omg', 'bank', 'card'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const MYCARD_METHODS = ['serial', 'online', 'freeDeduct'] as const;
export const GOODS_KINDS = ['gold', 'gem', 'bigSpenderPack', 'passTicket'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const StoreLimits = {
  /** VIP points an order adds per TWD paid (docs/decisions/179-store-order-side-effects.md). */
  VipPointsPerTwd: 1_000,
  /** Gold for one gem, both ways (no spread: an exchange neither makes nor burns value). */
  GoldPerGem: 1_000,
  /** Pending orders a player may hold at once. */
  MaxPendingOrders: 10,
  /**
   * An order nobody paid within this time closes as failed (`Expired`): its pay page stops
   * taking payments and a later paid callback is refused (200460). 30 minutes, as card and
   * bank-transfer providers hold a checkout
   * (docs/decisions/177-store-order-idempotency-and-expiry.md).
   */
  PendingOrderTtlMs: 30 * 60_000,
  /** Most of one gem ↔ gold exchange (source units). */
  MaxExchangeAmount: 1_000_000_000,
  /** Most pass-ticket packs one exchange_gold buys. */
  MaxExchangeQuantity: 100,
  OrderListMaxPerPage: 50,
} as const;

/** A client's idempotency key: the same key twice is the same order or exchange. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const requestId = () => z.string().check(z.regex(REQUEST_ID_PATTERN));
const goodsId = () => str(1, 40);
/** `SO` + 20 letters and digits (docs/protocol-store.md). */
export const ORDER_ID_PATTERN = /^SO[0-9A-Z]{20}$/;
const orderId = () => z.string().check(z.maxLength(40));

const groupId = z.enum(PAYMENT_GROUP_IDS);
const myCardMethod = z.enum(MYCARD_METHODS);
const provider = z.enum(PAYMENT_PROVIDERS);

// --- goods_setting ---

export const goodsSettingRequestSchema = z.object({ Filter: z.optional(z.enum(STORE_FILTERS)) });
export type GoodsSettingRequest = z.infer<typeof goodsSettingRequestSchema>;

/** One payment group of the brand, in display order; only MyCard has Methods. */
export const paymentGroupSchema = z.object({ ID: groupId, Methods: z.array(myCardMethod), Provider: provider });
export type PaymentGroupView = z.infer<typeof paymentGroupSchema>;

export const goodsSchema = z.object({
  GoodsID: goodsId(),
  Kind: z.enum(GOODS_KINDS),
  /** zh_tw display name (the reference text; the client may translate by GoodsID). */
  Name: z.string(),
  /** Price in TWD; null for goods bought with gold. */
  PriceTWD: z.nullable(int(1)),
  /** Price in gold (exchange_gold); null for goods bought in TWD. */
  PriceGold: z.nullable(int(1)),
  /** What the goods credit: item id → amount. */
  Items: rewardItemsSchema,
  /** VIP points an order of it adds (0 for gold-priced goods). */
  Points: int(0),
  /** The groups that can pay for it (TWD goods), in the brand's order. */
  Groups: z.array(groupId),
  /** Pass tickets: the game brand (store filter); null otherwise. */
  GameBrand: z.nullable(z.enum(['be', 'bng', 'rsg', 'atg'])),
});
export type Goods = z.infer<typeof goodsSchema>;

export const goodsSettingResultSchema = z.object({
  Currency: z.literal(STORE_CURRENCY),
  Filter: z.enum(STORE_FILTERS),
  Groups: z.array(paymentGroupSchema),
  /** Groups that sell gems (chat §9: bank transfer and card); empty without gems. */
  GemGroups: z.array(groupId),
  /** Gold, gem and big-spender packs (TWD). */
  Goods: z.array(goodsSchema),
  /** Pass tickets (gold) of the filter; empty for brands that sell none. */
  PassTickets: z.array(goodsSchema),
  /** The gem ↔ gold exchange; Offered false for brands without gems. */
  Exchange: z.object({ Offered: z.boolean(), GemItemID: int(1), GoldPerGem: int(1) }),
});
export type GoodsSettingResult = z.infer<typeof goodsSettingResultSchema>;

// --- orders ---

export const orderCreateRequestSchema = z.object({
  GoodsID: goodsId(),
  Group: groupId,
  /** MyCard only: 序號儲值 / 線上扣點 / 免費抵扣. */
  Method: z.optional(myCardMethod),
  RequestID: requestId(),
});
export type OrderCreateRequest = z.infer<typeof orderCreateRequestSchema>;

/** POST /api/v1/payment/mycard_payment: a MyCard order (Group mycard). */
export const myCardPaymentRequestSchema = z.object({ GoodsID: goodsId(), Method: z.optional(myCardMethod), RequestID: requestId() });
/** The groups paid through omg. */
export const OMG_GROUPS = ['featured', 'telecom', 'mobile'] as const;
export type OmgGroup = (typeof OMG_GROUPS)[number];
/** POST /api/v1/payment/omg: an omg order. */
export const omgPaymentRequestSchema = z.object({ GoodsID: goodsId(), Group: z.enum(OMG_GROUPS), RequestID: requestId() });

export const orderSchema = z.object({
  OrderID: z.string().check(z.regex(ORDER_ID_PATTERN)),
  GoodsID: goodsId(),
  Name: z.string(),
  Group: groupId,
  Method: z.nullable(myCardMethod),
  Provider: provider,
  AmountTWD: int(1),
  Items: rewardItemsSchema,
  Points: int(0),
  Status: z.enum(ORDER_STATUSES),
  CreatedAt: int(0),
  /** Epoch ms of the paid or failed callback, or of the expiry; null while pending. */
  ClosedAt: z.nullable(int(0)),
  /** Failed because nobody paid within StoreLimits.PendingOrderTtlMs (no provider answered). */
  Expired: z.boolean(),
  /** The provider's pay page; null once the order is closed. */
  PayUrl: z.nullable(z.string()),
});
export type StoreOrder = z.infer<typeof orderSchema>;

/** account §7: a purchase is reported as request sent for omg or MyCard, as success otherwise. */
export const PURCHASE_RESULTS = ['request_sent', 'success'] as const;
export type PurchaseResultValue = (typeof PURCHASE_RESULTS)[number];

/** The analytics event the client reports for an order (src/lib/analytics.ts trackPurchase). */
export const purchaseEventSchema = z.object({
  Event: z.literal('purchase'),
  OrderID: z.string(),
  /** Payment method as the store names it: `mycard-serial`, `omg-telecom`, `bankTransfer`, … */
  Method: z.string(),
  Result: z.enum(PURCHASE_RESULTS),
  Currency: z.literal(STORE_CURRENCY),
  Value: int(1),
  Item: z.string(),
});
export type PurchaseEvent = z.infer<typeof purchaseEventSchema>;

/** omg and MyCard finish on their own pages: the site only knows the request went out. */
export function purchaseResultOf(p: PaymentProvider): PurchaseResultValue {
  return p === 'omg' || p === 'mycard' ? 'request_sent' : 'success';
}

export const orderCreateResultSchema = z.object({
  Order: orderSchema,
  PayUrl: z.string(),
  /** Report now (omg, MyCard); null for the others, whose event comes with the paid order. */
  Analytics: z.nullable(purchaseEventSchema),
});
export type OrderCreateResult = z.infer<typeof orderCreateResultSchema>;

export const orderListRequestSchema = z.object({
  Page: int(1, 100_000),
  PerPage: int(1, StoreLimits.OrderListMaxPerPage),
  OrderID: z.optional(orderId()),
});
export type OrderListRequest = z.infer<typeof orderListRequestSchema>;

/** An order row of the list, with the event to report once (paid bank/card orders). */
export const orderListEntrySchema = z.object({ ...orderSchema.shape, Analytics: z.nullable(purchaseEventSchema) });
export const orderListResultSchema = z.object({ List: z.array(orderListEntrySchema), Total: int(0) });
export type OrderListResult = z.infer<typeof orderListResultSchema>;

export const orderVerifyRequestSchema = z.object({ OrderID: orderId() });
export const orderVerifyResultSchema = z.object({ Order: orderListEntrySchema, Bag: bagSchema });
export type OrderVerifyResult = z.infer<typeof orderVerifyResultSchema>;

// --- exchanges ---

export const EXCHANGE_DIRECTIONS = ['gemToGold', 'goldToGem'] as const;
export type ExchangeDirection = (typeof EXCHANGE_DIRECTIONS)[number];

export const exchangeGemRequestSchema = z.object({
  Direction: z.enum(EXCHANGE_DIRECTIONS),
  /** Units given: gems for gemToGold, gold (a multiple of GoldPerGem) for goldToGem. */
  Amount: int(1, StoreLimits.MaxExchangeAmount),
  RequestID: requestId(),
});
export type ExchangeGemRequest = z.infer<typeof exchangeGemRequestSchema>;

export const exchangeGoldRequestSchema = z.object({
  GoodsID: goodsId(),
  Quantity: z.optional(int(1, StoreLimits.MaxExchangeQuantity)),
  RequestID: requestId(),
});
export type ExchangeGoldRequest = z.infer<typeof exchangeGoldRequestSchema>;

/** What an exchange took and gave (item id → amount), and the bag after it. */
export const exchangeResultSchema = z.object({ Paid: rewardItemsSchema, Credited: rewardItemsSchema, Bag: bagSchema });
export type ExchangeResult = z.infer<typeof exchangeResultSchema>;

// --- the provider's callback ---

export const CALLBACK_STATUSES = ['paid', 'failed'] as const;

export const paymentCallbackSchema = z.object({
  OrderID: orderId(),
  Provider: provider,
  Status: z.enum(CALLBACK_STATUSES),
  AmountTWD: int(0, 100_000_000),
  /** The provider's own transaction id. */
  TransactionID: str(1, 100),
  /** Lower-case hex HMAC-SHA256 of `callbackSigningText` with the shared secret. */
  Signature: str(1, 128),
});
export type PaymentCallback = z.infer<typeof paymentCallbackSchema>;

/** The exact text a callback's Signature covers: its fields joined by `|` in this order. */
export function callbackSigningText(cb: Omit<PaymentCallback, 'Signature'>): string {
  return [cb.OrderID, cb.Provider, cb.Status, String(cb.AmountTWD), cb.TransactionID].join('|');
}

export const paymentCallbackResultSchema = z.object({
  OrderID: z.string(),
  Status: z.enum(ORDER_STATUSES),
  /** True only for the callback that credited the goods. */
  Credited: z.boolean(),
});
export type PaymentCallbackResult = z.infer<typeof paymentCallbackResultSchema>;

/** The pay page's buttons: the key from the PayUrl proves the page came from the order. */
export const simPayRequestSchema = z.object({ OrderID: orderId(), Key: str(1, 64), Outcome: z.enum(CALLBACK_STATUSES) });
export type SimPayRequest = z.infer<typeof simPayRequestSchema>;
