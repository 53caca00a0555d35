/**
 * `POST /__qa/store/callback` (docs/qa-api.md): delivers a provider callback for an order as
 * its provider would — now or after `DelayMs`, `Copies` identical copies at once, `Status`
 * failed, a wrong `AmountTWD`, or `BadSignature`. Answers each copy's outcome (the callback
 * route's Code / Message / Result), or `{Scheduled: true}` for a delayed one.
 */
import * as z from 'zod/mini';
import { CALLBACK_STATUSES, parsePayload, QaStorePath } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import { answer, badRequest, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { readPaymentConfig, type PaymentConfig } from './payment-config';
import { qaCallback } from './simulator';

const qaCallbackSchema = z.object({
  OrderID: str(1, 40),
  Status: z.optional(z.enum(CALLBACK_STATUSES)),
  AmountTWD: z.optional(int(0, 100_000_000)),
  Copies: z.optional(int(1, 50)),
  DelayMs: z.optional(int(0, 600_000)),
  BadSignature: z.optional(z.boolean()),
});

export function registerQaStoreCallbackRoute(router: Router, services: Services, config: PaymentConfig = readPaymentConfig()): void {
  router.post(QaStorePath.Callback, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(qaCallbackSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    const req = { OrderID: p.OrderID, Status: p.Status ?? 'paid', AmountTWD: p.AmountTWD, Copies: p.Copies ?? 1, DelayMs: p.DelayMs ?? 0, BadSignature: p.BadSignature ?? false };
    return answer(
      async () => {
        const outcomes = await qaCallback(services, config, req);
        return { body: outcomes === null ? { Scheduled: true } : { Outcomes: outcomes } };
      },
      (err) => ({ status: 404, body: { Code: err.code, Message: err.message, Result: null } }),
    );
  });
}
