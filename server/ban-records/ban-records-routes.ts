/** POST /api/v1/player/ban_records (src/protocol/rank.ts): a page of the brand's bans; no token needed. */
import { rankApi } from '../../src/protocol';
import type { Router } from '../http/router';
import { serve } from '../http/serve';
import type { Services } from '../services';
import { banRecordsPage } from './ban-records';

export function registerBanRecordRoutes(router: Router, services: Services): void {
  serve(router, services, rankApi.BanRecords, ({ body }) => banRecordsPage(services, body));
}
