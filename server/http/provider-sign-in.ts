/**
 * Sign-in through a provider other than guest (POST /api/v1/player): phone (TPType 10000,
 * TPToken = phone ticket, optional PlayerID) and LINE / Google / Apple / Facebook (TPToken =
 * the provider's access token). Also the LIFF exchange POST /api/v1/third_part/info.
 * Every sign-in issues a fresh session token; the player's older sessions get the
 * duplicate sign-in code (server/auth/sessions.ts).
 */
import {
  AccountPath,
  Code,
  parsePayload,
  thirdPartyInfoRequestSchema,
  Provider,
  type SignInResult,
  type ThirdPartyInfoResult,
} from '../../src/protocol';
import { PlayerStatus } from '../db/repositories/players';
import { ReplyError } from '../errors';
import { oauthProviderOf } from '../oidc/config';
import { signInWithThirdParty, thirdPartyPlayerId } from '../oidc/third-party';
import { signInWithPhoneTicket, type ProviderSignIn } from '../phone/phone-sign-in';
import { loadProfile } from '../players/profile';
import type { Services } from '../services';
import { fail, ok } from './phone-routes';
import { errorResult, type HttpResult, type Router } from './router';

export interface ProviderSignInRequest {
  SiteID: string;
  Lang: string;
  TPType: number;
  TPToken?: string;
  PlayerID?: number;
}

async function resolve(services: Services, req: ProviderSignInRequest): Promise<ProviderSignIn> {
  const token = req.TPToken?.trim();
  if (req.TPType === Provider.phone) {
    if (!token) throw new ReplyError(Code.InvalidInput, 'TPToken: the Token of /api/v1/captcha/valid is required');
    return signInWithPhoneTicket(services, { ticket: token, playerId: req.PlayerID, siteId: req.SiteID, lang: req.Lang });
  }
  if (oauthProviderOf(req.TPType) !== undefined) {
    if (!token) throw new ReplyError(Code.InvalidInput, 'TPToken: the provider access token is required');
    return signInWithThirdParty(services, { tpType: req.TPType, token, siteId: req.SiteID, lang: req.Lang });
  }
  throw new ReplyError(Code.InvalidInput, `sign-in provider ${req.TPType} is not available on this server`);
}

/** Signs in and answers the standard `{Token, Player}` result (or the failure's code). */
export async function signInWithProvider(services: Services, req: ProviderSignInRequest): Promise<HttpResult> {
  const { repos, sessions } = services;
  let outcome: ProviderSignIn;
  try {
    outcome = await resolve(services, req);
  } catch (err) {
    if (err instanceof ReplyError) return fail(err.code, err.message, err.result ?? null);
    throw err;
  }
  const player = await repos.players.find(outcome.playerId);
  if (!player) throw new Error(`player ${outcome.playerId} vanished during sign-in`);
  if (player.status === PlayerStatus.Suspended) {
    return fail(Code.AccountSuspended, '帳號已被停用，如有任何疑問，請聯繫客服');
  }
  if (!outcome.created) await repos.players.touchLogin(player.id);
  const token = await sessions.issue(player.id, req.TPType);
  const profile = await loadProfile(repos, player.id, { registSituation: outcome.created ? 1 : 0 });
  if (!profile) throw new Error(`player ${player.id} vanished during sign-in`);
  services.log.info('signed in', { playerId: player.id, provider: req.TPType, created: outcome.created });
  return ok<SignInResult>({ Token: token, Player: profile });
}

export function registerThirdPartyRoutes(router: Router, services: Services): void {
  router.post(AccountPath.ThirdPartyInfo, async (ctx) => {
    const parsed = parsePayload(thirdPartyInfoRequestSchema, ctx.body);
    if (!parsed.ok) return errorResult(400, Code.InvalidInput, parsed.error);
    const req = parsed.value;
    if (oauthProviderOf(req.TPType) === undefined) {
      return fail(Code.InvalidInput, `TPType ${req.TPType} is not a third-party provider`);
    }
    try {
      const playerId = await thirdPartyPlayerId(services, {
        tpType: req.TPType,
        token: req.TPToken.trim(),
        siteId: req.SiteID,
        lang: req.Lang ?? 'zh_tw',
      });
      return ok<ThirdPartyInfoResult>({ PlayerID: playerId });
    } catch (err) {
      if (err instanceof ReplyError) return fail(err.code, err.message, err.result ?? null);
      throw err;
    }
  });
}
