/**
 * The LIFF exchange POST /api/v1/third_part/info: a LINE access token → the PlayerID behind
 * it (created on first use). Sign-in itself is server/players/sign-in.ts.
 */
import { AccountPath, Code, parsePayload, thirdPartyInfoRequestSchema, type ThirdPartyInfoResult } from '../../src/protocol';
import { oauthProviderOf } from '../oidc/config';
import { thirdPartyPlayerId } from '../oidc/third-party';
import type { Services } from '../services';
import { answer, badRequest, fail, ok } from './reply';
import type { Router } from './router';

export function registerThirdPartyRoutes(router: Router, services: Services): void {
  router.post(AccountPath.ThirdPartyInfo, async (ctx) => {
    const parsed = parsePayload(thirdPartyInfoRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const req = parsed.value;
    if (oauthProviderOf(req.TPType) === undefined) {
      return fail(Code.InvalidInput, `TPType ${req.TPType} is not a third-party provider`);
    }
    return answer(async () => {
      const playerId = await thirdPartyPlayerId(services, {
        tpType: req.TPType,
        token: req.TPToken.trim(),
        siteId: req.SiteID,
        lang: req.Lang ?? 'zh_tw',
      });
      return ok<ThirdPartyInfoResult>({ PlayerID: playerId });
    });
  });
}
