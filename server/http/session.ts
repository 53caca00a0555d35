/**
 * The session of an HTTP request: the `api-token` header, checked by the sessions service.
 */
import { Code } from '../../src/protocol';
import { SUSPENDED_MESSAGE } from '../players/sign-in';
import type { Services } from '../services';
import { fail, type HttpResult } from './reply';
import type { RequestContext } from './router';

export const EXPIRED_MESSAGE = '連線已過期，請重新登入';


/** The api-token header, trimmed; undefined when absent or blank. */
export function apiToken(ctx: RequestContext): string | undefined {
  const header = ctx.headers['api-token'];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.trim() !== '' ? token.trim() : undefined;
}

/** The signed-in player of a request, or the session failure (100005 / 100014) to answer with. */
export async function signedIn(services: Services, ctx: RequestContext): Promise<{ playerId: number } | HttpResult> {
  const token = apiToken(ctx);
  const session = token ? await services.sessions.verify(token) : null;
  if (!session) return fail(Code.SessionExpired, EXPIRED_MESSAGE);
  if (session.suspended) return fail(Code.AccountSuspended, SUSPENDED_MESSAGE);
  return { playerId: session.playerId };
}
