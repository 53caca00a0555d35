/**
 * The web server's own POST to the lobby (LOBBY_URL): sign-in, the profile behind a session,
 * the relay, and the server components' first pages. Never from a page: those use
 * `lobbyCall` (./lobby-call.ts).
 */
import { Code, type HttpPath, type HttpReply } from '@/protocol';
import { lobbyServerUrl } from '@/config/runtime';

/** The lobby could not be asked, or did not answer an envelope (or, from sign-in, refused). */
export class LobbyCallError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
    this.name = 'LobbyCallError';
  }
}

/**
 * POSTs `body` to a path of the HTTP contract, with the session's `token` (header api-token)
 * and the visitor's `forwardedFor` when given. Answers the lobby's envelope as it is; throws a
 * LobbyCallError with Code.Silent when the lobby is unreachable or answers something else.
 */
export async function lobbyServerPost<R>(
  path: HttpPath,
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
    throw new LobbyCallError(Code.Silent, 'lobby unreachable');
  }
  const reply = (await response.json().catch(() => null)) as HttpReply<R> | null;
  if (!reply || typeof reply.Code !== 'number') throw new LobbyCallError(Code.Silent, 'bad reply');
  return reply;
}
