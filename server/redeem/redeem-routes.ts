import { redeemApi } from '../../src/protocol';
import type { Router } from '../http/router';
import { serve } from '../http/serve';
import type { Services } from '../services';
import { redeemCode } from './redeem-service';

/** POST /api/v1/coupon/receive (header api-token, body {Code}): docs/protocol-rewards.md. */
export function registerRedeemRoutes(router: Router, services: Services): void {
  serve(router, services, redeemApi.Receive, ({ playerId, body }) => redeemCode(services, playerId, body.Code));
}
