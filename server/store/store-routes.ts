/**
 * Store and payment routes (docs/protocol-store.md): goods_setting, order create / list,
 * mycard_verify, the two exchanges (api-token), the provider's signed callback, and the
 * simulated pay page's button.
 */
import {
  Code,
  exchangeGemRequestSchema,
  exchangeGoldRequestSchema,
  goodsSettingRequestSchema,
  myCardPaymentRequestSchema,
  omgPaymentRequestSchema,
  orderCreateRequestSchema,
  orderListRequestSchema,
  orderVerifyRequestSchema,
  parsePayload,
  paymentCallbackSchema,
  PaymentPath,
  simPayRequestSchema,
  StorePath,
} from '../../src/protocol';
import { lobbyPublicUrl } from '../games/game-routes';
import { answer, badRequest, errorResult, failWith, ok, type HttpResult } from '../http/reply';
import type { RequestContext, Router } from '../http/router';
import { signedIn } from '../http/session';
import type { Services } from '../services';
import { exchangeGem, exchangeGold } from './exchange';
import { playerGoodsSetting } from './goods';
import { createOrder, listOrders, playerOrder } from './orders';
import { handlePaymentCallback } from './payment-callback';
import { readPaymentConfig, type PaymentConfig } from './payment-config';
import { simulatePayment } from './simulator';

type PlayerHandler = (playerId: number, body: unknown, ctx: RequestContext) => Promise<HttpResult>;

export function registerStoreRoutes(router: Router, services: Services, config: PaymentConfig = readPaymentConfig()): void {
  if (config.secret === null) services.log.error('PAYMENT_CALLBACK_SECRET is not set: every payment callback will be refused');

  /** A signed-in player's POST; an absent body reads as {}. */
  const player = (path: string, handle: PlayerHandler) =>
    router.post(path, async (ctx) => {
      const who = await signedIn(services, ctx);
      if (!('playerId' in who)) return who;
      return answer(() => handle(who.playerId, ctx.body ?? {}, ctx));
    });

  player(StorePath.GoodsSetting, async (playerId, body) => {
    const parsed = parsePayload(goodsSettingRequestSchema, body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await playerGoodsSetting(services, playerId, parsed.value.Filter ?? 'all'));
  });

  player(StorePath.Order, async (playerId, body, ctx) => {
    const parsed = parsePayload(orderCreateRequestSchema, body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await createOrder(services, config, playerId, parsed.value, lobbyPublicUrl(ctx)));
  });

  // The spec's provider paths: an order with the provider's group.
  player(PaymentPath.MyCardPayment, async (playerId, body, ctx) => {
    const parsed = parsePayload(myCardPaymentRequestSchema, body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await createOrder(services, config, playerId, { ...parsed.value, Group: 'mycard' }, lobbyPublicUrl(ctx)));
  });

  player(PaymentPath.Omg, async (playerId, body, ctx) => {
    const parsed = parsePayload(omgPaymentRequestSchema, body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await createOrder(services, config, playerId, parsed.value, lobbyPublicUrl(ctx)));
  });

  player(StorePath.OrderList, async (playerId, body, ctx) => {
    const parsed = parsePayload(orderListRequestSchema, body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await listOrders(services, playerId, parsed.value, lobbyPublicUrl(ctx)));
  });

  player(PaymentPath.MyCardVerify, async (playerId, body, ctx) => {
    const parsed = parsePayload(orderVerifyRequestSchema, body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await playerOrder(services, playerId, parsed.value.OrderID, lobbyPublicUrl(ctx)));
  });

  player(StorePath.ExchangeGemToGold, async (playerId, body) => {
    const parsed = parsePayload(exchangeGemRequestSchema, body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await exchangeGem(services, playerId, parsed.value));
  });

  player(StorePath.ExchangeGold, async (playerId, body) => {
    const parsed = parsePayload(exchangeGoldRequestSchema, body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await exchangeGold(services, playerId, parsed.value));
  });

  // The provider's server-to-server callback: no session; the signature is the proof.
  router.post(PaymentPath.Callback, async (ctx) => {
    const parsed = parsePayload(paymentCallbackSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const cb = parsed.value;
    return answer(
      async () => ok(await handlePaymentCallback(services, config, cb)),
      (err) => (err.code === Code.StoreSignatureInvalid ? errorResult(401, err.code, err.message) : failWith(err)),
    );
  });

  router.post(PaymentPath.SimAction, async (ctx) => {
    if (!config.simulator) return errorResult(404, Code.NotFound, `no route ${ctx.path}`);
    const parsed = parsePayload(simPayRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const req = parsed.value;
    return answer(async () => ok(await simulatePayment(services, config, req)));
  });
}
