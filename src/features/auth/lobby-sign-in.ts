import { Code, Provider, type HttpReply, type ProviderName, type SignInResult } from '@/protocol';
import { lobbyServerUrl } from '@/config/runtime';

export class LobbySignInError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
    this.name = 'LobbySignInError';
  }
}

/**
 * Signs in against the lobby's `/api/v1/player` (server side, from next-auth's authorize).
 * @example await lobbySignIn('guest', { SiteID: 'crab', Lang: 'zh_tw' })
 */
export async function lobbySignIn(
  provider: ProviderName,
  body: { SiteID: string; Lang: string; TPToken?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${lobbyServerUrl()}/api/v1/player`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, TPType: Provider[provider] }),
      cache: 'no-store',
    });
  } catch {
    throw new LobbySignInError(Code.Silent, 'lobby unreachable');
  }
  const reply = (await response.json().catch(() => null)) as HttpReply<SignInResult> | null;
  if (!reply || typeof reply.Code !== 'number') throw new LobbySignInError(Code.Silent, 'bad reply');
  if (reply.Code !== Code.HttpOk || !reply.Result?.Token) {
    throw new LobbySignInError(reply.Code, reply.Message || 'sign-in refused');
  }
  return reply.Result;
}

/** Revokes a lobby token (best effort: the session is cleared either way). */
export async function lobbySignOut(token: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  await fetchImpl(`${lobbyServerUrl()}/api/v1/player/signout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-token': token },
    body: '{}',
    cache: 'no-store',
  }).catch(() => undefined);
}
