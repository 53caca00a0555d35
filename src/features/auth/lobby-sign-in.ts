import {
  AccountPath,
  Code,
  Provider,
  type HttpReply,
  type PlayerInfoResult,
  type ProviderName,
  type SignInResult,
} from '@/protocol';
import { lobbyServerUrl } from '@/config/runtime';

export class LobbySignInError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
    this.name = 'LobbySignInError';
  }
}

/** Body of a sign-in beyond TPType: the provider token (phone ticket, access token) and, for phone, the account. */
export interface LobbySignInBody {
  SiteID: string;
  Lang: string;
  TPToken?: string;
  /** Phone sign-in: the account chosen among those on the number. */
  PlayerID?: number;
}

/**
 * A server-side POST to one of the lobby's HTTP helpers (LOBBY_URL). Throws a LobbySignInError
 * with Code.Silent when the lobby is unreachable or answers something that is not an envelope.
 */
export async function lobbyServerPost<R>(
  path: string,
  body: unknown,
  fetchImpl: typeof fetch,
  token?: string,
  forwardedFor?: string,
): Promise<HttpReply<R>> {
  let response: Response;
  try {
    response = await fetchImpl(`${lobbyServerUrl()}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'api-token': token } : {}),
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new LobbySignInError(Code.Silent, 'lobby unreachable');
  }
  const reply = (await response.json().catch(() => null)) as HttpReply<R> | null;
  if (!reply || typeof reply.Code !== 'number') throw new LobbySignInError(Code.Silent, 'bad reply');
  return reply;
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
    throw new LobbySignInError(reply.Code === Code.HttpOk ? Code.Silent : reply.Code, reply.Message || 'sign-in refused');
  }
  return reply.Result;
}

/**
 * The signed-in player's profile (`/api/v1/player/info`). Throws a LobbySignInError with the
 * reply's Code (100005 expired, 100014 suspended) or Code.Silent when the lobby is unreachable.
 */
export async function lobbyPlayerInfo(token: string, fetchImpl: typeof fetch = fetch): Promise<PlayerInfoResult> {
  const reply = await lobbyServerPost<PlayerInfoResult>(AccountPath.PlayerInfo, {}, fetchImpl, token);
  if (reply.Code !== Code.HttpOk || !reply.Result || typeof reply.Result.PlayerID !== 'number') {
    throw new LobbySignInError(reply.Code === Code.HttpOk ? Code.Silent : reply.Code, reply.Message || 'no player');
  }
  return reply.Result;
}

/** Revokes a lobby token (best effort: the session is cleared either way). */
export async function lobbySignOut(token: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  await lobbyServerPost(AccountPath.PlayerSignOut, {}, fetchImpl, token).catch(() => undefined);
}
