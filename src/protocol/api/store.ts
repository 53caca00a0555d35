/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { exchangeGemRequestSchema, exchangeGoldRequestSchema, exchangeResultSchema, goodsSettingRequestSchema, goodsSettingResultSchema, myCardPaymentRequestSchema, omgPaymentRequestSchema, orderCreateRequestSchema, orderCreateResultSchema, orderListRequestSchema, orderListResultSchema, orderVerifyRequestSchema, orderVerifyResultSchema, paymentCallbackResultSchema, paymentCallbackSchema, PaymentPath, simPayRequestSchema, StorePath } from '../store';
import type { HttpEndpoint } from '../http-endpoint';

/** The store and its payments (docs/protocol-store.md). */
export const storeApi = {
  GoodsSetting: { path: StorePath.GoodsSetting, request: goodsSettingRequestSchema, result: goodsSettingResultSchema, access: 'player', browser: 'relay' },
  Order: { path: StorePath.Order, request: orderCreateRequestSchema, result: orderCreateResultSchema, access: 'player', browser: 'relay' },
  OrderList: { path: StorePath.OrderList, request: orderListRequestSchema, result: orderListResultSchema, access: 'player', browser: 'relay' },
  ExchangeGemToGold: { path: StorePath.ExchangeGemToGold, request: exchangeGemRequestSchema, result: exchangeResultSchema, access: 'player', browser: 'relay' },
  ExchangeGold: { path: StorePath.ExchangeGold, request: exchangeGoldRequestSchema, result: exchangeResultSchema, access: 'player', browser: 'relay' },
  MyCardPayment: { path: PaymentPath.MyCardPayment, request: myCardPaymentRequestSchema, result: orderCreateResultSchema, access: 'player', browser: 'relay' },
  Omg: { path: PaymentPath.Omg, request: omgPaymentRequestSchema, result: orderCreateResultSchema, access: 'player', browser: 'relay' },
  MyCardVerify: { path: PaymentPath.MyCardVerify, request: orderVerifyRequestSchema, result: orderVerifyResultSchema, access: 'player', browser: 'relay' },
  Callback: { path: PaymentPath.Callback, request: paymentCallbackSchema, result: paymentCallbackResultSchema, access: 'provider', browser: 'none' },
  SimAction: { path: PaymentPath.SimAction, request: simPayRequestSchema, result: paymentCallbackResultSchema, access: 'pay-page', browser: 'none' },
} as const satisfies Record<string, HttpEndpoint>;
