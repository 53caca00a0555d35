/**
 * The account HTTP helpers of the web app: sign-in, session player info, sign-out.
 * Business failures answer HTTP 200 with a non-zero Code (what the client reads);
 * malformed requests answer 400.
 */
import { accountApi, Code, HealthPath } from '../../src/protocol';
import { ReplyError } from '../errors';
import { ownProfile } from '../players/profile';
import { signIn } from '../players/sign-in';
import type { Services } from '../services';
import { fail, ok } from './reply';
import type { Router } from './router';
import { serve } from './serve';
import { apiToken, EXPIRED_MESSAGE } from './session';

export function registerPlayerRoutes(router: Router, services: Services): void {
  serve(router, services, accountApi.SignIn, ({ body, ctx }) => signIn(services, body, { clientAddress: ctx.clientAddress }));

  serve(router, services, accountApi.PlayerInfo, async ({ playerId }) => {
    const profile = await ownProfile(services, playerId);
    if (!profile) throw new ReplyError(Code.SessionExpired, EXPIRED_MESSAGE);
    return profile;
  });

  // Not `serve`: a token that is already gone signs out without an error.
  router.post(accountApi.PlayerSignOut.path, async (ctx) => {
    const token = apiToken(ctx);
    if (!token) return fail(Code.SessionExpired, EXPIRED_MESSAGE);
    // Idempotent: signing out twice (two tabs) is not an error.
    await services.sessions.revoke(token);
    return ok(null);
  });

  router.get(HealthPath, () => ({ body: { ok: true } }));
}
