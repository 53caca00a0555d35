/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { announcementInfoRequestSchema, announcementInfoResultSchema, announcementListRequestSchema, announcementListResultSchema, AnnouncementPath } from '../announcements';
import type { HttpEndpoint } from '../http-endpoint';

/** The news (docs/protocol-announcements.md): no token needed. */
export const announcementApi = {
  List: { path: AnnouncementPath.List, request: announcementListRequestSchema, result: announcementListResultSchema, access: 'visitor', browser: 'direct' },
  Info: { path: AnnouncementPath.Info, request: announcementInfoRequestSchema, result: announcementInfoResultSchema, access: 'visitor', browser: 'direct' },
} as const satisfies Record<string, HttpEndpoint>;
