/**
 * The LIFF exchange POST /api/v1/third_part/info: a LINE access token → the PlayerID behind
 * it (created on first use). Sign-in itself is server/players/sign-in.ts.
 */
import { AccountPath, Code, type ThirdPartyInfoResult } from '../../src/protocol';
import { oauthProviderOf } from '../oidc/config';
import { thirdPartyPlayerId } from '../oidc/third-party';
import type { Services } from '../services';
import { check, v } from '../validate';
import { answer, badRequest, fail, ok } from './reply';
import type { Router } from './router';

const thirdPartyInfoSchema = v.object({
  SiteID: v.str({ max: 64 }),
  TPType: v.int(),
  TPToken: v.str({ min: 1, max: 8192 }),
  Lang: v.optional(v.str({ max: 16 })),
});

export function registerThirdPartyRoutes(router: Router, services: Services): void {
  router.post(AccountPath.ThirdPartyInfo, async (ctx) => {
    const parsed = check(thirdPartyInfoSchema, ctx.body);
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
