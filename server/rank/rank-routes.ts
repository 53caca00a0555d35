/**
 * POST /api/v1/rank/rich_list (src/protocol/rank.ts): the coin rank of the body's brand. No
 * token needed; with a header api-token of a live session the reply adds the caller's own
 * line (a missing, expired or suspended session just gets the list).
 */
import { rankApi } from '../../src/protocol';
import type { Router } from '../http/router';
import { serve } from '../http/serve';
import type { Services } from '../services';
import { createRichList } from './rich-list';

export function registerRankRoutes(router: Router, services: Services): void {
  const richList = createRichList(services);
  serve(router, services, rankApi.RichList, ({ body, playerId }) => richList.read(body.SiteID, playerId ?? undefined));
}
