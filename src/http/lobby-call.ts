/**
 * The browser's one way to call the lobby over HTTP: `lobbyCall(endpoint, body)` with an entry
 * of the HTTP contract (src/protocol/http-contract.ts). The entry says how the page reaches the
 * path (this site's relay, which adds the session's token, or the lobby's public URL), the body
 * is typed by its `request`, and the reply is read into a `Result` checked by its `result`.
 * It never throws: an unreachable server, an unreadable reply or a Result that does not match
 * answers `{ ok: false, code: Code.Silent, lost }` (src/protocol/result.ts), so callers branch
 * on `ok` and `code` (and `lost` where "refused" and "may have happened" differ).
 * A page passes the endpoint object, not its path string: the bundle then holds only the
 * schemas of what the page calls (decision 315).
 */
import { Code, lostResult, type BrowserEndpoint, type EndpointBody, type EndpointResult, type HttpEndpoint, type HttpReply, type Result } from '@/protocol';
import { parsePayload } from '@/protocol/schema';
import { LOBBY_RELAY } from './relay-path';

export interface LobbyCallOptions {
  /**
   * The lobby's public URL, for `direct` paths (and `either` ones without `via: 'relay'`);
   * `useLobbyCall` (./use-lobby-call.ts) fills it from the runtime config.
   */
  lobbyBase?: string;
  /** For an `either` path: through the relay (signed in, so the session's token goes on) or direct. */
  via?: 'relay' | 'direct';
  fetchImpl?: typeof fetch;
}

/** The URL a page posts an endpoint's body to. */
export function lobbyCallUrl(endpoint: BrowserEndpoint, options: LobbyCallOptions = {}): string {
  const relayed = endpoint.browser === 'relay' || (endpoint.browser === 'either' && options.via === 'relay');
  if (relayed) return `${LOBBY_RELAY}${endpoint.path}`;
  if (options.lobbyBase === undefined) throw new Error(`${endpoint.path} goes to the lobby's public URL: call it through useLobbyCall()`);
  return `${options.lobbyBase.replace(/\/+$/, '')}${endpoint.path}`;
}

function isReply(value: unknown): value is HttpReply<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { Code?: unknown }).Code === 'number';
}

/**
 * Reads a lobby reply (already parsed JSON) for `endpoint`: a refusal keeps its code, message
 * and Result (`detail`); a success's Result is checked by the entry's schema.
 */
export function readReply<E extends HttpEndpoint>(endpoint: E, reply: unknown): Result<EndpointResult<E>> {
  if (!isReply(reply)) return lostResult('invalid-reply');
  if (reply.Code !== Code.HttpOk) {
    const message = typeof reply.Message === 'string' ? reply.Message : '';
    return reply.Result === null || reply.Result === undefined
      ? { ok: false, code: reply.Code, message }
      : { ok: false, code: reply.Code, message, detail: reply.Result };
  }
  const parsed = parsePayload(endpoint.result, reply.Result ?? null);
  if (!parsed.ok) {
    console.error(`${endpoint.path}: malformed reply`, parsed.error);
    return lostResult('invalid-reply');
  }
  return { ok: true, result: parsed.value as EndpointResult<E> };
}

async function post(url: string, init: RequestInit, fetchImpl: typeof fetch = fetch): Promise<Response | null> {
  try {
    return await fetchImpl(url, { method: 'POST', ...init });
  } catch {
    return null;
  }
}

const jsonOf = (response: Response | null): Promise<unknown> => response?.json().catch(() => null) ?? Promise.resolve(null);

/** Reads `response` for `endpoint`; no response at all (the fetch failed) is `unreachable`. */
async function answerOf<E extends HttpEndpoint>(endpoint: E, response: Response | null): Promise<Result<EndpointResult<E>>> {
  return response ? readReply(endpoint, await jsonOf(response)) : lostResult('unreachable');
}

/**
 * POSTs `body` to `endpoint` and reads its reply.
 * @example const out = await lobbyCall(clubApi.Accept, { ApplicationID: 7 }); if (!out.ok) showCode(out.code);
 */
export async function lobbyCall<E extends BrowserEndpoint>(endpoint: E, body: EndpointBody<E>, options: LobbyCallOptions = {}): Promise<Result<EndpointResult<E>>> {
  const url = lobbyCallUrl(endpoint, options);
  const response = await post(url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, options.fetchImpl);
  return answerOf(endpoint, response);
}

type FileEndpoint = Extract<BrowserEndpoint, { answers: 'file' }>;
type BinaryEndpoint = Extract<BrowserEndpoint, { binaryMaxBytes: number }>;

/** A `file` path (a CSV export): the file decoded as UTF-8 with its byte-order mark kept, or the refusal. */
export async function lobbyFileCall<E extends FileEndpoint>(endpoint: E, body: EndpointBody<E>, options: LobbyCallOptions = {}): Promise<Result<string>> {
  const url = lobbyCallUrl(endpoint, options);
  const response = await post(url, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, options.fetchImpl);
  if (response?.ok && /^text\/csv/i.test(response.headers.get('content-type') ?? '')) {
    return { ok: true, result: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
  }
  const reply = await answerOf(endpoint, response);
  // A JSON success is not the file the path promises.
  return reply.ok ? lostResult('invalid-reply') : reply;
}

/** A binary path (the picture upload): the bytes go as they are; the reply is read like any other. */
export async function lobbyUpload<E extends BinaryEndpoint>(endpoint: E, data: Blob, options: LobbyCallOptions = {}): Promise<Result<EndpointResult<E>>> {
  const url = lobbyCallUrl(endpoint, options);
  const response = await post(url, { headers: { 'content-type': 'application/octet-stream' }, body: data }, options.fetchImpl);
  return answerOf(endpoint, response);
}
