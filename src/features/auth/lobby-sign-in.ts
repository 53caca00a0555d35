import { accountApi, Provider, type PlayerInfoResult, type ProviderName, type SignInResult } from '@/protocol';
import { LobbyCallError, lobbyServerCall } from '@/http/lobby-server-post';

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
  const reply = await lobbyServerCall(accountApi.SignIn, { ...body, TPType: Provider[provider] }, { fetchImpl, forwardedFor });
  if (!reply.ok) throw new LobbyCallError(reply.code, reply.message || 'sign-in refused');
  return reply.result;
}

/**
 * The signed-in player's profile (`/api/v1/player/info`). Throws a LobbyCallError with the
 * reply's Code (100005 expired, 100014 suspended) or Code.Silent when the lobby is unreachable.
 */
export async function lobbyPlayerInfo(token: string, fetchImpl: typeof fetch = fetch): Promise<PlayerInfoResult> {
  const reply = await lobbyServerCall(accountApi.PlayerInfo, {}, { fetchImpl, token });
  if (!reply.ok) throw new LobbyCallError(reply.code, reply.message || 'no player');
  return reply.result;
}

/** Revokes a lobby token (best effort: the session is cleared either way). */
export async function lobbySignOut(token: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  await lobbyServerCall(accountApi.PlayerSignOut, {}, { fetchImpl, token });
}
