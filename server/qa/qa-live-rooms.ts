/**
 * `POST /__qa/live-rooms`: creates, changes, opens or closes a live room (issue 10). Closing
 * empties the room and pushes 200221 on 30121 to everyone who was in it. See docs/qa-api.md.
 */
import * as z from 'zod/mini';
import { Code, QaPath, parsePayload } from '../../src/protocol';
import { int, str } from '../../src/protocol/schema';
import { LIVE_SITES } from '../../src/brand/types';
import { badRequest, errorResult, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import { changeRoom } from '../live/rooms';
import { playerExists, roomAnchor } from './qa-gifts';
import type { Services } from '../services';

const liveRoomSchema = z.object({
  RoomID: int(1, 1_000_000),
  Title: z.optional(str(1, 100)),
  AnchorName: z.optional(str(0, 64)),
  /** The anchor's player account; a room without one gets a new account named AnchorName. */
  AnchorID: z.optional(int(1)),
  StreamURL: z.optional(str(1, 500)),
  Open: z.optional(z.boolean()),
  SortOrder: z.optional(int(0, 1_000_000)),
  /** The live sites it shows on (chat §9: dbj, qbj, bj188, qjwl, jwl77); a new room: all. */
  Sites: z.optional(z.array(z.enum(LIVE_SITES)).check(z.minLength(1))),
});

export function registerQaLiveRoomsRoute(router: Router, services: Services): void {
  router.post(QaPath.LiveRooms, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(liveRoomSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const p = parsed.value;
    if (p.AnchorID !== undefined && !(await playerExists(services, p.AnchorID))) return badRequest(`AnchorID: no player ${p.AnchorID}`);
    const changed = await changeRoom(services, p.RoomID, {
      title: p.Title,
      anchorName: p.AnchorName,
      anchorId: p.AnchorID,
      streamUrl: p.StreamURL,
      open: p.Open,
      sortOrder: p.SortOrder,
      sites: p.Sites,
    });
    if (typeof changed === 'string') return errorResult(404, Code.PlayerNotFound, changed);
    const room = await roomAnchor(services, changed);
    return {
      body: { RoomID: room.id, Title: room.title, AnchorName: room.anchor_name, AnchorID: room.anchor_player_id ?? 0, StreamURL: room.stream_url, Open: room.is_open === 1, Sites: room.sites.split(',') },
    };
  });
}
