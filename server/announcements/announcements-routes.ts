/** The announcement helpers (chat §7 `/api/v1/a10t/list`, `/api/v1/a10t/info`): public, no token. */
import {
  AnnouncementPath,
  announcementInfoRequestSchema,
  announcementListRequestSchema,
  parsePayload,
  type AnnouncementInfo,
  type AnnouncementListResult,
} from '../../src/protocol';
import { answer, badRequest, ok } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { articleInfo, listArticles } from './articles';

export function registerAnnouncementRoutes(router: Router, services: Services): void {
  router.post(AnnouncementPath.List, async (ctx) => {
    const parsed = parsePayload(announcementListRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return ok<AnnouncementListResult>(await listArticles(services, parsed.value));
  });

  router.post(AnnouncementPath.Info, async (ctx) => {
    const parsed = parsePayload(announcementInfoRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { ID, Lang } = parsed.value;
    return answer(async () => ok<AnnouncementInfo>(await articleInfo(services, ID, Lang)));
  });
}
