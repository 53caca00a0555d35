/** The announcement helpers (chat §7 `/api/v1/a10t/list`, `/api/v1/a10t/info`): public, no token. */
import { announcementApi } from '../../src/protocol';
import type { Router } from '../http/router';
import { serve } from '../http/serve';
import type { Services } from '../services';
import { articleInfo, listArticles } from './articles';

export function registerAnnouncementRoutes(router: Router, services: Services): void {
  serve(router, services, announcementApi.List, ({ body }) => listArticles(services, body));
  serve(router, services, announcementApi.Info, ({ body }) => articleInfo(services, body.ID, body.Lang));
}
