/**
 * The LIFF exchange POST /api/v1/third_part/info: a LINE access token → the PlayerID behind
 * it (created on first use). Sign-in itself is server/players/sign-in.ts.
 */
import { accountApi, Code } from '../../src/protocol';
import { ReplyError } from '../errors';
import { oauthProviderOf } from '../oidc/config';
import { thirdPartyPlayerId } from '../oidc/third-party';
import type { Services } from '../services';
import type { Router } from './router';
import { serve } from './serve';

export function registerThirdPartyRoutes(router: Router, services: Services): void {
  serve(router, services, accountApi.ThirdPartyInfo, async ({ body }) => {
    if (oauthProviderOf(body.TPType) === undefined) throw new ReplyError(Code.InvalidInput, `TPType ${body.TPType} is not a third-party provider`);
    const playerId = await thirdPartyPlayerId(services, { tpType: body.TPType, token: body.TPToken.trim(), siteId: body.SiteID, lang: body.Lang ?? 'zh_tw' });
    return { PlayerID: playerId };
  });
}
