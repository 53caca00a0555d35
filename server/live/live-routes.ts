/** POST /api/v1/live/stream/get_info (header api-token, body {RoomID}): docs/protocol-live.md. */
import { liveApi } from '../../src/protocol/api/live';
import type { Router } from '../http/router';
import { serve } from '../http/serve';
import type { Services } from '../services';
import { streamInfo } from './stream-info';

export function registerLiveRoutes(router: Router, services: Services): void {
  serve(router, services, liveApi.StreamInfo, ({ playerId, body }) => streamInfo(services, playerId, body.RoomID));
}
