/**
 * The account helpers of issue 11 item 12 (src/protocol/account-helpers.ts): account view,
 * identity linking, bag log (header api-token) and the operator's suspend.
 */
import {
  AccountHelperPath,
  Code,
  bagLogRequestSchema,
  parsePayload,
  suspendRequestSchema,
  thirdPartyBindRequestSchema,
  type AccountView,
  type BankBookResult,
  type SuspendResult,
} from '../../src/protocol';
import { accountView } from '../account/account-view';
import { linkIdentity } from '../account/link-identity';
import { operatorAccess, operatorKey } from '../account/operator';
import { setSuspended } from '../account/suspend';
import { passbookPage } from '../passbook/passbook';
import type { Services } from '../services';
import { answer, badRequest, errorResult, fail, ok } from './reply';
import type { Router } from './router';
import { EXPIRED_MESSAGE, signedIn } from './session';

export function registerAccountHelperRoutes(router: Router, services: Services, env: Record<string, string | undefined> = process.env): void {
  router.post(AccountHelperPath.Account, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const view = await accountView(services, who.playerId);
    return view ? ok<AccountView>(view) : fail(Code.SessionExpired, EXPIRED_MESSAGE);
  });

  router.post(AccountHelperPath.ThirdPartyBind, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(thirdPartyBindRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return answer(async () => ok<AccountView>(await linkIdentity(services, who.playerId, parsed.value)));
  });

  router.post(AccountHelperPath.BagLog, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(bagLogRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok<BankBookResult>(await passbookPage(services, who.playerId, parsed.value));
  });

  const key = operatorKey(env);
  router.post(AccountHelperPath.Suspend, async (ctx) => {
    const access = operatorAccess(ctx, services.qaMode, key);
    if (access === 'off') return errorResult(404, Code.NotFound, `no route ${AccountHelperPath.Suspend}`);
    if (!access) return errorResult(403, Code.InvalidInput, 'operator key required');
    const parsed = parsePayload(suspendRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return answer(async () => ok<SuspendResult>(await setSuspended(services, parsed.value)));
  });
}
