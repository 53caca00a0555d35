/**
 * The web server's own POST to the lobby (LOBBY_URL): sign-in, the profile behind a session,
 * the relay, and the server components' first pages. Never from a page: those use
 * `lobbyCall` (./lobby-call.ts).
 */
import { Code, type ContractEndpoint, type EndpointBody, type EndpointResult, type HttpPath, type HttpReply, type Result } from '@/protocol';
import { readReply } from './lobby-call';
import { lobbyServerUrl } from '@/config/runtime';

/** The lobby could not be asked, or did not answer an envelope (or, from sign-in, refused). */
export class LobbyCallError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
    this.name = 'LobbyCallError';
  }
}

export interface LobbyServerPostOptions {
  /** The session's lobby token, sent as header api-token. */
  token?: string;
  /** The visitor's X-Forwarded-For, so the lobby's per-address limits count the visitor. */
  forwardedFor?: string;
  /** Gives up after this long (a page that waits on the lobby renders without its answer). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * POSTs `body` to a path of the HTTP contract. Answers the lobby's envelope as it is; throws a
 * LobbyCallError with Code.Silent when the lobby is unreachable, too slow or answers something
 * else. The relay passes envelopes on as they are; everything else reads them with
 * `lobbyServerCall`.
 */
export async function lobbyServerPost(path: HttpPath, body: unknown, options: LobbyServerPostOptions = {}): Promise<HttpReply<unknown>> {
  const { token, forwardedFor, timeoutMs, fetchImpl = fetch } = options;
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
      ...(timeoutMs ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
  } catch {
    throw new LobbyCallError(Code.Silent, 'lobby unreachable');
  }
  const reply = (await response.json().catch(() => null)) as HttpReply<unknown> | null;
  if (!reply || typeof reply.Code !== 'number') throw new LobbyCallError(Code.Silent, 'bad reply');
  return reply;
}

/**
 * The web server's `lobbyCall`: POSTs to an entry of the HTTP contract and reads the reply into
 * a `Result` checked by the entry's `result` (never throws; unreachable, slow or malformed is
 * Code.Silent).
 * @example const news = await lobbyServerCall(announcementApi.List, body, { timeoutMs: 800 })
 */
export async function lobbyServerCall<E extends ContractEndpoint>(endpoint: E, body: EndpointBody<E>, options: LobbyServerPostOptions = {}): Promise<Result<EndpointResult<E>>> {
  try {
    return readReply(endpoint, await lobbyServerPost(endpoint.path, body, options));
  } catch (error) {
    if (error instanceof LobbyCallError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
