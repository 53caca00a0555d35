import { parsePayload, redeemRequestSchema, RedeemPath } from '../../src/protocol';
import { answer, badRequest, ok } from '../http/reply';
import type { Router } from '../http/router';
import { signedIn } from '../http/session';
import type { Services } from '../services';
import { redeemCode } from './redeem-service';

/** POST /api/v1/coupon/receive (header api-token, body {Code}): docs/protocol-rewards.md. */
export function registerRedeemRoutes(router: Router, services: Services): void {
  router.post(RedeemPath.Receive, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(redeemRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const code = parsed.value.Code;
    return answer(async () => ok(await redeemCode(services, who.playerId, code)));
  });
}
