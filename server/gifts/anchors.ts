/**
 * Anchor accounts: a live room's anchor is a player account (live_rooms.anchor_player_id) so a
 * live gift to ToID 0 lands in a real bag. The demo seed and QA create one for a room that has
 * none, named after the room's anchor.
 */
import { Provider } from '../../src/protocol';
import { withTransaction, type Repositories } from '../db/repositories';
import { LockName } from '../db/repositories/locks';
import { createAccount } from '../players/accounts';

/** The room's anchor account, created (named `name`) when the room has none; 0 when no room. */
export async function ensureRoomAnchor(repos: Repositories, roomId: number, name: string): Promise<number> {
  return withTransaction(repos, async (tx) => {
    await tx.locks.hold(LockName.liveRoom(roomId));
    const room = await tx.liveRooms.find(roomId);
    if (!room) return 0;
    if (room.anchor_player_id) return room.anchor_player_id;
    const id = await createAccount(tx, { name: name || '主播', provider: Provider.line, items: {}, siteId: '' });
    await tx.liveRooms.setAnchorIfNone(roomId, id);
    return id;
  });
}
