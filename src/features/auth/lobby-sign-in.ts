import {
  AccountPath,
  Code,
  Provider,
  type PlayerInfoResult,
  type ProviderName,
  type SignInResult,
} from '@/protocol';
import { LobbyCallError, lobbyServerPost } from '@/http/lobby-server-post';

/** Body of a sign-in beyond TPType: the provider token (phone ticket, access token) and, for phone, the account. */
export interface LobbySignInBody {
  SiteID: string;
  Lang: string;
  TPToken?: string;
  /** Phone sign-in: the account chosen among those on the number. */
  PlayerID?: number;
}

/**
 * Signs in against the lobby's `/api/v1/player` (server side, from next-auth).
 * @example await lobbySignIn('guest', { SiteID: 'crab', Lang: 'zh_tw' })
 * @example await lobbySignIn('line', { SiteID: 'crab', Lang: 'zh_tw', TPToken: account.access_token })
 * `forwardedFor` (the visitor's X-Forwarded-For) lets the lobby's per-address limits count the
 * visitor rather than this server.
 */
export async function lobbySignIn(
  provider: ProviderName,
  body: LobbySignInBody,
  fetchImpl: typeof fetch = fetch,
  forwardedFor?: string,
): Promise<SignInResult> {
  const reply = await lobbyServerPost<SignInResult>(AccountPath.SignIn, { ...body, TPType: Provider[provider] }, fetchImpl, undefined, forwardedFor);
  if (reply.Code !== Code.HttpOk || !reply.Result?.Token || !reply.Result.Player) {
    throw new LobbyCallError(reply.Code === Code.HttpOk ? Code.Silent : reply.Code, reply.Message || 'sign-in refused');
  }
  return reply.Result;
}

/**
 * The signed-in player's profile (`/api/v1/player/info`). Throws a LobbyCallError with the
 * reply's Code (100005 expired, 100014 suspended) or Code.Silent when the lobby is unreachable.
 */
export async function lobbyPlayerInfo(token: string, fetchImpl: typeof fetch = fetch): Promise<PlayerInfoResult> {
  const reply = await lobbyServerPost<PlayerInfoResult>(AccountPath.PlayerInfo, {}, fetchImpl, token);
  if (reply.Code !== Code.HttpOk || !reply.Result || typeof reply.Result.PlayerID !== 'number') {
    throw new LobbyCallError(reply.Code === Code.HttpOk ? Code.Silent : reply.Code, reply.Message || 'no player');
  }
  return reply.Result;
}

/** Revokes a lobby token (best effort: the session is cleared either way). */
export async function lobbySignOut(token: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  await lobbyServerPost(AccountPath.PlayerSignOut, {}, fetchImpl, token).catch(() => undefined);
}
