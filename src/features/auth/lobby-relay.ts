/**
 * The web server's side of issue 8 item 4: the page never holds the lobby token, so the calls
 * that need it are made here, with the token read from the HttpOnly, encrypted session cookie.
 * - `socketTicket`: a single-use ticket for one socket's init frame (POST /api/lobby/ticket).
 * - `relayLobbyCall`: the bind-phone helpers, the red envelope receive-info CSV export and the
 *   account view and identity link (docs/protocol-account-helpers.md), headshot upload, the
 *   store's goods, orders and exchanges (docs/protocol-store.md), the club menu and its CSV
 *   exports (docs/protocol-club.md), the invoice preference and its email
 *   (docs/protocol-invoice.md), from an explicit allowlist;
 *   never an open proxy. A file answer (CSV) is passed through with its Content-Type and
 *   Content-Disposition; a picture upload goes on as bytes.
 * Both answer same-origin requests only (Sec-Fetch-Site, else Origin), so another site cannot
 * make a signed-in visitor's browser mint tickets or bind a phone. The visitor's
 * X-Forwarded-For goes on to the lobby, whose per-address limits count the visitor when it
 * trusts this server (TRUST_PROXY).
 */
import type { NextRequest } from 'next/server';
import { getToken } from 'next-auth/jwt';
import {
  AccountHelperPath,
  AccountPath,
  accountViewRequestSchema,
  Code,
  GamePath,
  gameLaunchRequestSchema,
  HEADSHOT_MAX_BYTES,
  HeadshotPath,
  bindBonusClaimRequestSchema,
  bindCodeSendRequestSchema,
  bindCodeVerifyRequestSchema,
  parsePayload,
  RankPath,
  RedEnvelopePath,
  redEnvelopeExportSchema,
  richListRequestSchema,
  replayUrlRequestSchema,
  RedeemPath,
  redeemRequestSchema,
  socketTicketResultSchema,
  thirdPartyBindRequestSchema,
  StorePath,
  PaymentPath,
  goodsSettingRequestSchema,
  orderCreateRequestSchema,
  orderListRequestSchema,
  orderVerifyRequestSchema,
  exchangeGemRequestSchema,
  exchangeGoldRequestSchema,
  ClubPath,
  clubApplicationDecisionSchema,
  clubCreateSchema,
  clubDescriptionUpdateSchema,
  clubEmptySchema,
  clubExportSchema,
  clubGroupMessageSchema,
  clubIdSchema,
  clubListSchema,
  clubPlayerSchema,
  clubSearchSchema,
  EmailPath,
  InvoicePath,
  emailBindRequestSchema,
  invoicePreferenceReadSchema,
  invoicePreferenceRequestSchema,
  type HttpReply,
  type SocketTicketResult,
} from '@/protocol';
import { lobbyServerUrl } from '@/config/runtime';
import { LobbySignInError, lobbyServerPost } from './lobby-sign-in';

type RelayedSchema =
  | typeof bindCodeSendRequestSchema
  | typeof bindCodeVerifyRequestSchema
  | typeof bindBonusClaimRequestSchema
  | typeof redEnvelopeExportSchema
  | typeof accountViewRequestSchema
  | typeof thirdPartyBindRequestSchema
  | typeof richListRequestSchema
  | typeof gameLaunchRequestSchema
  | typeof replayUrlRequestSchema
  | typeof redeemRequestSchema
  | typeof goodsSettingRequestSchema
  | typeof orderCreateRequestSchema
  | typeof orderListRequestSchema
  | typeof orderVerifyRequestSchema
  | typeof exchangeGemRequestSchema
  | typeof exchangeGoldRequestSchema
  | typeof clubApplicationDecisionSchema
  | typeof clubCreateSchema
  | typeof clubDescriptionUpdateSchema
  | typeof clubEmptySchema
  | typeof clubExportSchema
  | typeof clubGroupMessageSchema
  | typeof clubIdSchema
  | typeof clubListSchema
  | typeof clubPlayerSchema
  | typeof clubSearchSchema
  | typeof invoicePreferenceReadSchema
  | typeof invoicePreferenceRequestSchema
  | typeof emailBindRequestSchema;

/**
 * Lobby paths the browser may call through this server, each with the body it must send.
 * `file`: the lobby answers a file (or its `{Code, Message, Result}` on a refusal).
 * `binary`: the body is a file (the headshot picture), passed on as bytes up to `maxBytes`.
 */
type Relayed = { schema: RelayedSchema; file?: true } | { binary: true; maxBytes: number };
const RELAYED = new Map<string, Relayed>([
  [AccountPath.BindCodeSend, { schema: bindCodeSendRequestSchema }],
  [AccountPath.BindCodeVerify, { schema: bindCodeVerifyRequestSchema }],
  [AccountPath.BindBonusClaim, { schema: bindBonusClaimRequestSchema }],
  [RedEnvelopePath.ReceiveInfoExport, { schema: redEnvelopeExportSchema, file: true }],
  [AccountHelperPath.Account, { schema: accountViewRequestSchema }],
  [AccountHelperPath.ThirdPartyBind, { schema: thirdPartyBindRequestSchema }],
  [HeadshotPath.Upload, { binary: true, maxBytes: HEADSHOT_MAX_BYTES }],
  [RankPath.RichList, { schema: richListRequestSchema }],
  [GamePath.Launch, { schema: gameLaunchRequestSchema }],
  [GamePath.ReplayUrl, { schema: replayUrlRequestSchema }],
  [RedeemPath.Receive, { schema: redeemRequestSchema }],
  [StorePath.GoodsSetting, { schema: goodsSettingRequestSchema }],
  [StorePath.Order, { schema: orderCreateRequestSchema }],
  [StorePath.OrderList, { schema: orderListRequestSchema }],
  [StorePath.ExchangeGemToGold, { schema: exchangeGemRequestSchema }],
  [StorePath.ExchangeGold, { schema: exchangeGoldRequestSchema }],
  [PaymentPath.MyCardVerify, { schema: orderVerifyRequestSchema }],
  // the club menu (docs/protocol-club.md); the two exports answer a CSV file
  [ClubPath.Create, { schema: clubCreateSchema }],
  [ClubPath.Info, { schema: clubEmptySchema }],
  [ClubPath.Search, { schema: clubSearchSchema }],
  [ClubPath.Apply, { schema: clubIdSchema }],
  [ClubPath.ApplicationList, { schema: clubEmptySchema }],
  [ClubPath.Accept, { schema: clubApplicationDecisionSchema }],
  [ClubPath.Reject, { schema: clubApplicationDecisionSchema }],
  [ClubPath.Description, { schema: clubEmptySchema }],
  [ClubPath.DescriptionUpdate, { schema: clubDescriptionUpdateSchema }],
  [ClubPath.Invite, { schema: clubPlayerSchema }],
  [ClubPath.ExchangeList, { schema: clubListSchema }],
  [ClubPath.ExchangeListExport, { schema: clubExportSchema, file: true }],
  [ClubPath.MemberList, { schema: clubListSchema }],
  [ClubPath.MemberListExport, { schema: clubExportSchema, file: true }],
  [ClubPath.ChangeLeader, { schema: clubPlayerSchema }],
  [ClubPath.AssignSubLeader, { schema: clubPlayerSchema }],
  [ClubPath.RemoveSubLeader, { schema: clubPlayerSchema }],
  [ClubPath.CreateChatRoom, { schema: clubEmptySchema }],
  [ClubPath.GroupMessage, { schema: clubGroupMessageSchema }],
  [ClubPath.Dissolve, { schema: clubEmptySchema }],
  [ClubPath.Leave, { schema: clubEmptySchema }],
  [ClubPath.Kick, { schema: clubPlayerSchema }],
  [InvoicePath.Preference, { schema: invoicePreferenceReadSchema }],
  [InvoicePath.SetPreference, { schema: invoicePreferenceRequestSchema }],
  [EmailPath.Bind, { schema: emailBindRequestSchema }],
]);

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
    reply = await lobbyServerPost(AccountPath.SocketTicket, {}, deps.fetchImpl, token, forwardedFor(req));
  } catch (error) {
    if (error instanceof LobbySignInError) return envelope(502, error.code, error.message);
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
  if ('binary' in relayed) return relayBinary(req, path, relayed.maxBytes, token, deps);
  const { schema } = relayed;
  const body = parsePayload(schema, await readBody(req));
  if (!body.ok) return envelope(400, Code.InvalidInput, body.error);
  if (relayed.file) return relayFile(path, body.value, token, deps, forwardedFor(req));
  try {
    return json(200, await lobbyServerPost(path, body.value, deps.fetchImpl, token, forwardedFor(req)));
  } catch (error) {
    if (error instanceof LobbySignInError) return envelope(502, error.code, error.message);
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
