/**
 * Store and payment routes (docs/protocol-store.md): goods_setting, order create / list,
 * mycard_verify, the two exchanges (api-token), the provider's signed callback, and the
 * simulated pay page's button.
 */
import { Code, parsePayload, storeApi } from '../../src/protocol';
import { lobbyPublicUrl } from '../games/game-routes';
import { answer, badRequest, errorResult, failWith, ok } from '../http/reply';
import type { Router } from '../http/router';
import { serve } from '../http/serve';
import type { Services } from '../services';
import { exchangeGem, exchangeGold } from './exchange';
import { playerGoodsSetting } from './goods';
import { createOrder, listOrders, playerOrder } from './orders';
import { handlePaymentCallback } from './payment-callback';
import { readPaymentConfig, type PaymentConfig } from './payment-config';
import { simulatePayment } from './simulator';

export function registerStoreRoutes(router: Router, services: Services, config: PaymentConfig = readPaymentConfig()): void {
  if (config.secret === null) services.log.error('PAYMENT_CALLBACK_SECRET is not set: every payment callback will be refused');

  const s = services;
  serve(router, s, storeApi.GoodsSetting, ({ playerId, body }) => playerGoodsSetting(s, playerId, body.Filter ?? 'all'));
  serve(router, s, storeApi.Order, ({ playerId, body, ctx }) => createOrder(s, config, playerId, body, lobbyPublicUrl(ctx)));
  // The spec's provider paths: an order with the provider's group.
  serve(router, s, storeApi.MyCardPayment, ({ playerId, body, ctx }) => createOrder(s, config, playerId, { ...body, Group: 'mycard' }, lobbyPublicUrl(ctx)));
  serve(router, s, storeApi.Omg, ({ playerId, body, ctx }) => createOrder(s, config, playerId, body, lobbyPublicUrl(ctx)));
  serve(router, s, storeApi.OrderList, ({ playerId, body, ctx }) => listOrders(s, playerId, body, lobbyPublicUrl(ctx)));
  serve(router, s, storeApi.MyCardVerify, ({ playerId, body, ctx }) => playerOrder(s, playerId, body.OrderID, lobbyPublicUrl(ctx)));
  serve(router, s, storeApi.ExchangeGemToGold, ({ playerId, body }) => exchangeGem(s, playerId, body));
  serve(router, s, storeApi.ExchangeGold, ({ playerId, body }) => exchangeGold(s, playerId, body));

  // The provider's server-to-server callback: no session; the signature is the proof.
  router.post(storeApi.Callback.path, async (ctx) => {
    const parsed = parsePayload(storeApi.Callback.request, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const cb = parsed.value;
    return answer(
      async () => ok(await handlePaymentCallback(services, config, cb)),
      (err) => (err.code === Code.StoreSignatureInvalid ? errorResult(401, err.code, err.message) : failWith(err)),
    );
  });

  router.post(storeApi.SimAction.path, async (ctx) => {
    if (!config.simulator) return errorResult(404, Code.NotFound, `no route ${ctx.path}`);
    const parsed = parsePayload(storeApi.SimAction.request, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const req = parsed.value;
    return answer(async () => ok(await simulatePayment(services, config, req)));
  });
}
