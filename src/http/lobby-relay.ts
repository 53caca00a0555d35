/**
 * The web server's side of issue 8 item 4: the page never holds the lobby token, so the calls
 * that need it are made here, with the token read from the HttpOnly, encrypted session cookie.
 * - `socketTicket`: a single-use ticket for one socket's init frame (POST /api/lobby/ticket).
 * - `relayLobbyCall`: the paths the HTTP contract (src/protocol/http-contract.ts) routes through
 *   the relay, each body checked by its entry; never an open proxy. A file answer (CSV) is passed through with its Content-Type and
 *   Content-Disposition; a picture upload goes on as bytes.
 * Both answer same-origin requests only (Sec-Fetch-Site, else Origin), so another site cannot
 * make a signed-in visitor's browser mint tickets or bind a phone. The visitor's
 * X-Forwarded-For goes on to the lobby, whose per-address limits count the visitor when it
 * trusts this server (TRUST_PROXY).
 */
import type { NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import { accountApi, Code, parsePayload, socketTicketResultSchema, type ContractEndpoint, type HttpReply, type SocketTicketResult } from '@/protocol';
import { httpContract } from '@/protocol/http-contract';
import { lobbyServerUrl } from '@/config/runtime';
import { LobbyCallError, lobbyServerPost } from './lobby-server-post';

/**
 * The paths a page may call through this server: those the HTTP contract routes through the
 * relay (`browser` 'relay', or 'either' when signed in), each body checked by its `request`.
 * No path is listed here by hand.
 */
const RELAYED: ReadonlyMap<string, ContractEndpoint> = new Map(
  httpContract.filter((e) => e.browser === 'relay' || e.browser === 'either').map((e) => [e.path, e]),
);

/** The file types a file path may answer; anything else from the lobby is not passed on. */
const FILE_TYPES = /^text\/csv\b/i;

/** The relayed bodies are a phone number and a code: anything near this is not one of them. */
const MAX_BODY_BYTES = 4096;

/** Codes that mean the session is gone: the page ends it (as a socket's 100005 does). */
const SESSION_ENDING: ReadonlySet<number> = new Set([Code.SessionExpired, Code.AccountSuspended]);

export interface RelayDeps {
  /** The lobby token of the request's session; null when signed out. */
  sessionToken(req: NextRequest): Promise<string | null>;
  fetchImpl: typeof fetch;
}

/** The scheme a proxy in front of the site saw (x-forwarded-proto's first entry), if one says. */
export function forwardedProto(headers: Headers): string | undefined {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
}

function isHttps(req: NextRequest): boolean {
  return (forwardedProto(req.headers) ?? req.nextUrl.protocol.replace(/:$/, '')) === 'https';
}

/**
 * The lobby token kept in a request's HttpOnly session cookie, or null. next-auth's cookie
 * names differ over https (`__Secure-`), so the caller says which the request used. Also read by
 * server components (the passbook's first page), with `cookies()` and `headers()`.
 */
export async function sessionLobbyToken(req: { cookies: unknown; headers: Headers }, secureCookie: boolean): Promise<string | null> {
  const jwt = await getToken({ req: req as Parameters<typeof getToken>[0]['req'], secureCookie });
  return typeof jwt?.token === 'string' && jwt.token !== '' ? jwt.token : null;
}

export const defaultRelayDeps: RelayDeps = {
  sessionToken: (req) => sessionLobbyToken(req, isHttps(req)),
  fetchImpl: (input, init) => fetch(input, init),
};

/**
 * True for a request the site's own pages made: `Sec-Fetch-Site: same-origin`, or (browsers
 * without fetch metadata) an Origin equal to this host's. A request with neither is refused.
 */
export function isSameOrigin(req: NextRequest): boolean {
  const site = req.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = req.headers.get('origin');
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
  if (!origin || !host) return false;
  return origin === `${isHttps(req) ? 'https' : 'http'}://${host}`;
}

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

function envelope(status: number, code: number, message: string): Response {
  return json(status, { Code: code, Message: message, Result: null } satisfies HttpReply<null>);
}

const forwardedFor = (req: NextRequest) => req.headers.get('x-forwarded-for')?.trim() || undefined;

/**
 * POST /api/lobby/ticket → 200 `{Ticket, ExpiresIn}`; 401 `{Code}` when the session is gone
 * (none, expired, suspended: the page ends it); 403 cross-site; 502 the lobby failed.
 */
export async function socketTicket(req: NextRequest, deps: RelayDeps = defaultRelayDeps): Promise<Response> {
  if (!isSameOrigin(req)) return envelope(403, Code.InvalidInput, 'cross-site request refused');
  const token = await deps.sessionToken(req);
  if (!token) return envelope(401, Code.SessionExpired, 'no session');
  let reply: HttpReply<unknown>;
  try {
    reply = await lobbyServerPost(accountApi.SocketTicket.path, {}, { fetchImpl: deps.fetchImpl, token, forwardedFor: forwardedFor(req) });
  } catch (error) {
    if (error instanceof LobbyCallError) return envelope(502, error.code, error.message);
    throw error;
  }
  if (SESSION_ENDING.has(reply.Code)) return envelope(401, reply.Code, reply.Message);
  const result = socketTicketResultSchema.safeParse(reply.Result);
  if (reply.Code !== Code.HttpOk || !result.success) return envelope(502, reply.Code === Code.HttpOk ? Code.Silent : reply.Code, reply.Message);
  return json(200, result.data satisfies SocketTicketResult);
}

async function readBody(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST /api/lobby/<lobby path> for an allowlisted `path`: the body is checked against the
 * path's schema and sent on with the session's token; the lobby's `{Code, Message, Result}`
 * comes back as it is (HTTP 200). Refusals answer the same envelope: 404 a path not relayed,
 * 403 cross-site, 401 Code 100005 signed out, 400 Code 100001 a bad body, 502 the lobby failed.
 */
export async function relayLobbyCall(req: NextRequest, path: string, deps: RelayDeps = defaultRelayDeps): Promise<Response> {
  const relayed = RELAYED.get(path);
  if (!relayed) return envelope(404, Code.InvalidInput, 'not a relayed lobby path');
  if (!isSameOrigin(req)) return envelope(403, Code.InvalidInput, 'cross-site request refused');
  const token = await deps.sessionToken(req);
  if (!token) return envelope(401, Code.SessionExpired, 'no session');
  if ('binaryMaxBytes' in relayed) return relayBinary(req, relayed.path, relayed.binaryMaxBytes, token, deps);
  const body = parsePayload(relayed.request, await readBody(req));
  if (!body.ok) return envelope(400, Code.InvalidInput, body.error);
  if ('answers' in relayed) return relayFile(relayed.path, body.value, token, deps, forwardedFor(req));
  try {
    return json(200, await lobbyServerPost(relayed.path, body.value, { fetchImpl: deps.fetchImpl, token, forwardedFor: forwardedFor(req) }));
  } catch (error) {
    if (error instanceof LobbyCallError) return envelope(502, error.code, error.message);
    throw error;
  }
}

/**
 * A file path: the lobby's file (CSV) streams through with its Content-Type and
 * Content-Disposition (HTTP 200); a `{Code, Message, Result}` refusal comes back as JSON like
 * any relayed call; anything else is 502.
 */
async function relayFile(path: string, body: unknown, token: string, deps: RelayDeps, forwarded?: string): Promise<Response> {
  let response: Response;
  try {
    response = await deps.fetchImpl(`${lobbyServerUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-token': token, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
      body: JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    return envelope(502, Code.Silent, 'lobby unreachable');
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && FILE_TYPES.test(type)) {
    const headers = new Headers({ 'content-type': type, 'cache-control': 'no-store' });
    const disposition = response.headers.get('content-disposition');
    if (disposition) headers.set('content-disposition', disposition);
    return new Response(response.body, { status: 200, headers });
  }
  const reply = (await response.json().catch(() => null)) as HttpReply<unknown> | null;
  if (!reply || typeof reply.Code !== 'number') return envelope(502, Code.Silent, 'bad reply');
  return json(200, reply);
}

/** The body up to `maxBytes`, read as it streams (a chunked body has no length); null past it. */
async function readCapped(req: NextRequest, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * A binary path (the headshot picture): the bytes go on as they are, up to `maxBytes` (413
 * past it, without asking the lobby), as application/octet-stream — the lobby judges the type
 * by the bytes, not by a header. The lobby's `{Code, Message, Result}` comes back as JSON.
 */
async function relayBinary(req: NextRequest, path: string, maxBytes: number, token: string, deps: RelayDeps): Promise<Response> {
  const data = Number(req.headers.get('content-length') ?? 0) > maxBytes ? null : await readCapped(req, maxBytes);
  if (!data) return envelope(413, Code.FrameTooLarge, `body over ${maxBytes} bytes`);
  let response: Response;
  try {
    const forwarded = forwardedFor(req);
    response = await deps.fetchImpl(`${lobbyServerUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'api-token': token, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
      body: data,
      cache: 'no-store',
    });
  } catch {
    return envelope(502, Code.Silent, 'lobby unreachable');
  }
  const reply = (await response.json().catch(() => null)) as HttpReply<unknown> | null;
  if (!reply || typeof reply.Code !== 'number') return envelope(502, Code.Silent, 'bad reply');
  if (SESSION_ENDING.has(reply.Code)) return envelope(401, reply.Code, reply.Message);
  return json(200, reply);
}
