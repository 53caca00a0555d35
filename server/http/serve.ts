/**
 * Registers a route from its entry of the HTTP contract (src/protocol/http-contract.ts), as the
 * socket's `register` does from the OP contract: the body is parsed with the entry's `request`
 * (400 Code 100001 when it fails; an absent body reads as `{}`), the caller is checked by its
 * `access`, and the handler's Result is typed by its `result`. A ReplyError thrown by a service
 * becomes its `{Code, Message, Result}` refusal (`onError` may say otherwise).
 */
import type { ContractEndpoint, EndpointRequest } from '../../src/protocol';
import { parsePayload } from '../../src/protocol';
import type * as z from 'zod/mini';
import type { ReplyError } from '../errors';
import type { Services } from '../services';
import { answer, badRequest, failWith, ok, type HttpResult } from './reply';
import type { RequestContext, Router } from './router';
import { apiToken, signedIn } from './session';

/** Endpoints whose caller this helper can check: a player's session, or anyone. */
type ServedEndpoint = Extract<ContractEndpoint, { access: 'player' | 'visitor' }>;

/** What a handler is given: the parsed body, the caller, and the request. */
export interface Call<E extends ServedEndpoint> {
  body: EndpointRequest<E>;
  /** The signed-in player: always for `player` paths; for `visitor` paths when a live session was sent, else null. */
  playerId: E['access'] extends 'player' ? number : number | null;
  ctx: RequestContext;
}

interface ServeOptions {
  /** How a ReplyError is answered (default: its own code, message and Result). */
  onError?: (err: ReplyError) => HttpResult;
}

async function caller(services: Services, endpoint: ServedEndpoint, ctx: RequestContext): Promise<{ playerId: number | null } | HttpResult> {
  if (endpoint.access === 'player') return signedIn(services, ctx);
  const token = apiToken(ctx);
  const session = token ? await services.sessions.verify(token) : null;
  return { playerId: session && !session.suspended ? session.playerId : null };
}

function route<E extends ServedEndpoint>(
  router: Router,
  services: Services,
  endpoint: E,
  respond: (call: Call<E>) => Promise<HttpResult>,
  options: ServeOptions,
): void {
  router.post(endpoint.path, async (ctx) => {
    const who = await caller(services, endpoint, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(endpoint.request, ctx.body ?? {});
    if (!parsed.ok) return badRequest(parsed.error);
    const call = { body: parsed.value as EndpointRequest<E>, playerId: who.playerId, ctx } as Call<E>;
    return answer(() => respond(call), options.onError ?? failWith);
  });
}

/** A JSON path: the handler answers the Result (what the entry's `result` schema accepts). */
export function serve<E extends ServedEndpoint>(
  router: Router,
  services: Services,
  endpoint: E,
  handle: (call: Call<E>) => Promise<z.input<E['result']>>,
  options: ServeOptions = {},
): void {
  route(router, services, endpoint, async (call) => ok(await handle(call)), options);
}

/** A file path (`answers: 'file'`): the handler answers the CSV's name and bytes. */
export function serveFile<E extends Extract<ServedEndpoint, { answers: 'file' }>>(
  router: Router,
  services: Services,
  endpoint: E,
  handle: (call: Call<E>) => Promise<{ fileName: string; data: Buffer }>,
): void {
  route(router, services, endpoint, async (call) => {
    const { fileName, data } = await handle(call);
    return { body: null, file: { contentType: 'text/csv; charset=utf-8', fileName, data } };
  }, {});
}
