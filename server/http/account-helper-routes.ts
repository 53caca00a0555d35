/**
 * The account helpers of issue 11 item 12 (src/protocol/account-helpers.ts): account view,
 * identity linking, bag log (header api-token) and the operator's suspend.
 */
import { accountHelperApi, Code, parsePayload, type SuspendResult } from '../../src/protocol';
import { accountView } from '../account/account-view';
import { linkIdentity } from '../account/link-identity';
import { operatorAccess, operatorKey } from '../account/operator';
import { setSuspended } from '../account/suspend';
import { ReplyError } from '../errors';
import { passbookPage } from '../passbook/passbook';
import type { Services } from '../services';
import { answer, badRequest, errorResult, ok } from './reply';
import type { Router } from './router';
import { serve } from './serve';
import { EXPIRED_MESSAGE } from './session';

export function registerAccountHelperRoutes(router: Router, services: Services, env: Record<string, string | undefined> = process.env): void {
  serve(router, services, accountHelperApi.Account, async ({ playerId }) => {
    const view = await accountView(services, playerId);
    if (!view) throw new ReplyError(Code.SessionExpired, EXPIRED_MESSAGE);
    return view;
  });
  serve(router, services, accountHelperApi.ThirdPartyBind, ({ playerId, body }) => linkIdentity(services, playerId, body));
  serve(router, services, accountHelperApi.BagLog, ({ playerId, body }) => passbookPage(services, playerId, body));

  // An operator's call: QA mode or the operator key, not a player's session.
  const { path, request } = accountHelperApi.Suspend;
  const key = operatorKey(env);
  router.post(path, async (ctx) => {
    const access = operatorAccess(ctx, services.qaMode, key);
    if (access === 'off') return errorResult(404, Code.NotFound, `no route ${path}`);
    if (!access) return errorResult(403, Code.InvalidInput, 'operator key required');
    const parsed = parsePayload(request, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return answer(async () => ok<SuspendResult>(await setSuspended(services, parsed.value)));
  });
}
