/**
 * The account HTTP helpers of the web app: sign-in, session player info, sign-out.
 * Business failures answer HTTP 200 with a non-zero Code (what the client reads);
 * malformed requests answer 400.
 */
import { Code, Provider, parsePayload, signInRequestSchema, type HttpReply, type PlayerInfoResult, type SignInResult } from '../../src/protocol';
import { createAccount } from '../players/accounts';
import { loadProfile } from '../players/profile';
import type { Services } from '../services';
import { signInWithProvider } from './provider-sign-in';
import { errorResult, type HttpResult, type RequestContext, type Router } from './router';

function ok<R>(result: R): HttpResult {
  const body: HttpReply<R> = { Code: Code.HttpOk, Message: '', Result: result };
  return { body };
}

function fail(code: number, message: string): HttpResult {
  return { body: { Code: code, Message: message, Result: null } satisfies HttpReply<null> };
}

const EXPIRED = '連線已過期，請重新登入';

function apiToken(ctx: RequestContext): string | undefined {
  const header = ctx.headers['api-token'];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.trim() !== '' ? token.trim() : undefined;
}

export function registerPlayerRoutes(router: Router, services: Services): void {
  const { repos, sessions } = services;

  router.post('/api/v1/player', async (ctx) => {
    const parsed = parsePayload(signInRequestSchema, ctx.body);
    if (!parsed.ok) return errorResult(400, Code.InvalidInput, parsed.error);
    const req = parsed.value;
    // Phone, LINE, Google, Apple and Facebook: server/http/provider-sign-in.ts.
    if (req.TPType !== Provider.guest) return signInWithProvider(services, req);
    const playerId = await createAccount(repos, { provider: Provider.guest, siteId: req.SiteID, lang: req.Lang });
    const token = await sessions.issue(playerId, Provider.guest);
    const player = await loadProfile(repos, playerId, { registSituation: 1 });
    if (!player) throw new Error(`player ${playerId} vanished right after creation`);
    services.log.info('guest signed in', { playerId, siteId: req.SiteID });
    return ok<SignInResult>({ Token: token, Player: player });
  });

  router.post('/api/v1/player/info', async (ctx) => {
    const token = apiToken(ctx);
    const session = token ? await sessions.verify(token) : null;
    if (!session) return fail(Code.SessionExpired, EXPIRED);
    if (session.suspended) return fail(Code.AccountSuspended, '帳號已被停用，如有任何疑問，請聯繫客服');
    const profile = await loadProfile(repos, session.playerId);
    if (!profile) return fail(Code.SessionExpired, EXPIRED);
    return ok<PlayerInfoResult>(profile);
  });

  router.post('/api/v1/player/signout', async (ctx) => {
    const token = apiToken(ctx);
    if (!token) return fail(Code.SessionExpired, EXPIRED);
    // Idempotent: signing out twice (two tabs) is not an error.
    await sessions.revoke(token);
    return ok(null);
  });

  router.get('/healthz', () => ({ body: { ok: true } }));
}
