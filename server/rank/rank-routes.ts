/**
 * POST /api/v1/rank/rich_list (src/protocol/rank.ts): the coin rank of the body's brand. No
 * token needed; with a header api-token of a live session the reply adds the caller's own
 * line (a missing, expired or suspended session just gets the list).
 */
import { parsePayload, RankPath, richListRequestSchema, type RichListResult } from '../../src/protocol';
import { apiToken } from '../http/session';
import { badRequest, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { createRichList } from './rich-list';

export function registerRankRoutes(router: Router, services: Services): void {
  const richList = createRichList(services);
  router.post(RankPath.RichList, async (ctx) => {
    const parsed = parsePayload(richListRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const token = apiToken(ctx);
    const session = token ? await services.sessions.verify(token) : null;
    const caller = session && !session.suspended ? session.playerId : undefined;
    return ok<RichListResult>(await richList.read(parsed.value.SiteID, caller));
  });
}
