/**
 * The account HTTP helpers of the web app: sign-in, session player info, sign-out.
 * Business failures answer HTTP 200 with a non-zero Code (what the client reads);
 * malformed requests answer 400.
 */
import { AccountPath, Code, HealthPath, parsePayload, signInRequestSchema, type PlayerInfoResult, type SignInResult } from '../../src/protocol';
import { ownProfile } from '../players/profile';
import { signIn } from '../players/sign-in';
import type { Services } from '../services';
import { answer, badRequest, fail, ok } from './reply';
import type { Router } from './router';
import { apiToken, EXPIRED_MESSAGE, signedIn } from './session';

export function registerPlayerRoutes(router: Router, services: Services): void {
  router.post(AccountPath.SignIn, async (ctx) => {
    const parsed = parsePayload(signInRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return answer(async () => ok<SignInResult>(await signIn(services, parsed.value, { clientAddress: ctx.clientAddress })));
  });

  router.post(AccountPath.PlayerInfo, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const profile = await ownProfile(services, who.playerId);
    if (!profile) return fail(Code.SessionExpired, EXPIRED_MESSAGE);
    return ok<PlayerInfoResult>(profile);
  });

  router.post(AccountPath.PlayerSignOut, async (ctx) => {
    const token = apiToken(ctx);
    if (!token) return fail(Code.SessionExpired, EXPIRED_MESSAGE);
    // Idempotent: signing out twice (two tabs) is not an error.
    await services.sessions.revoke(token);
    return ok(null);
  });

  router.get(HealthPath, () => ({ body: { ok: true } }));
}
