/** POST /api/v1/player/ban_records (src/protocol/rank.ts): a page of the brand's bans; no token needed. */
import { banRecordsRequestSchema, parsePayload, RankPath, type BanRecordsResult } from '../../src/protocol';
import { badRequest, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { banRecordsPage } from './ban-records';

export function registerBanRecordRoutes(router: Router, services: Services): void {
  router.post(RankPath.BanRecords, async (ctx) => {
    const parsed = parsePayload(banRecordsRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok<BanRecordsResult>(await banRecordsPage(services, parsed.value));
  });
}
