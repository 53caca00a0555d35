/**
 * Signing in (POST /api/v1/player): guest, phone ticket (TPType 10000) and LINE / Google /
 * Apple / Facebook access tokens. Every sign-in issues a fresh session token; the player's
 * older sessions get the duplicate sign-in code (server/auth/sessions.ts).
 */
import { AccountPath, Code, Provider, type SignInResult } from '../../src/protocol';
import { PlayerStatus } from '../db/repositories/players';
import { ReplyError } from '../errors';
import { oauthProviderOf } from '../oidc/config';
import { signInWithThirdParty } from '../oidc/third-party';
import { signInWithPhoneTicket } from '../phone/phone-sign-in';
import type { Services } from '../services';
import { taskEvent } from '../tasks/events';
import type { ProviderSignIn } from './accounts';
import { createGuestAccount } from './guest-sign-up';
import { loadProfile } from './profile';

export interface SignInRequest {
  SiteID: string;
  Lang: string;
  TPType: number;
  TPToken?: string;
  /** Phone sign-in: the account chosen among those on the number. */
  PlayerID?: number;
}

/** Where the request came from (not part of the body). */
export interface SignInOrigin {
  /** The client address, for the guest sign-up limits (server/http/client-address.ts). */
  clientAddress: string;
}

export const SUSPENDED_MESSAGE = '帳號已被停用，如有任何疑問，請聯繫客服';

async function resolve(services: Services, req: SignInRequest, origin: SignInOrigin): Promise<ProviderSignIn> {
  const token = req.TPToken?.trim();
  if (req.TPType === Provider.guest) {
    const playerId = await createGuestAccount(services, { siteId: req.SiteID, lang: req.Lang, clientAddress: origin.clientAddress });
    return { playerId, created: true };
  }
  if (req.TPType === Provider.phone) {
    if (!token) throw new ReplyError(Code.InvalidInput, `TPToken: the Token of ${AccountPath.SignInCodeVerify} is required`);
    return signInWithPhoneTicket(services, { ticket: token, playerId: req.PlayerID, siteId: req.SiteID, lang: req.Lang });
  }
  if (oauthProviderOf(req.TPType) !== undefined) {
    if (!token) throw new ReplyError(Code.InvalidInput, 'TPToken: the provider access token is required');
    return signInWithThirdParty(services, { tpType: req.TPType, token, siteId: req.SiteID, lang: req.Lang });
  }
  throw new ReplyError(Code.InvalidInput, `sign-in provider ${req.TPType} is not available on this server`);
}

/** Signs in; the standard `{Token, Player}` result, or a ReplyError with the failure's code. */
export async function signIn(services: Services, req: SignInRequest, origin: SignInOrigin): Promise<SignInResult> {
  const { repos, sessions } = services;
  const outcome = await resolve(services, req, origin);
  const player = await repos.players.find(outcome.playerId);
  if (!player) throw new Error(`player ${outcome.playerId} vanished during sign-in`);
  if (player.status === PlayerStatus.Suspended) throw new ReplyError(Code.AccountSuspended, SUSPENDED_MESSAGE);
  if (!outcome.created) await repos.players.touchLogin(player.id);
  const token = await sessions.issue(player.id, req.TPType);
  taskEvent(services, player.id, { kind: 'sign-in' });
  const profile = await loadProfile(repos, player.id, { registSituation: outcome.created ? 1 : 0 });
  if (!profile) throw new Error(`player ${player.id} vanished during sign-in`);
  services.log.info(req.TPType === Provider.guest ? 'guest signed in' : 'signed in', {
    playerId: player.id,
    provider: req.TPType,
    siteId: req.SiteID,
    created: outcome.created,
  });
  return { Token: token, Player: profile };
}
