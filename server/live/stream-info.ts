/**
 * POST /api/v1/live/stream/get_info (chat spec §7 "Backend HTTP helpers"; docs/protocol-live.md,
 * decision 324): a room's stream as it is now, read from the room's row on every call, so a
 * stream URL an operator changed is answered at once. The brand and site rules are joining's
 * (server/live/rooms.ts): a brand without live rooms is refused with 200024, and an unknown room
 * or one of another brand's sites answers 200221, as a join does. A closed room of the player's
 * sites is answered with `Open: false` (the player then shows the room closed).
 */
import type { LiveStreamInfo } from '../../src/protocol';
import type { Services } from '../services';
import { liveSitesOf, roomClosed, showsOn } from './rooms';

export async function streamInfo(services: Services, playerId: number, roomId: number): Promise<LiveStreamInfo> {
  const sites = await liveSitesOf(services, playerId);
  const room = await services.repos.liveRooms.find(roomId);
  if (!room || !showsOn(room, sites)) throw roomClosed(roomId);
  return { RoomID: room.id, Title: room.title, DownStreamUrl: room.stream_url, Open: room.is_open === 1 };
}
