/**
 * The room the player watches, for other features (gifts: 30210 goes to this room's anchor,
 * 30181 pushes of other rooms are not shown). Read-only: only the live feature changes it.
 */
import { useLiveStore } from './store';

export interface CurrentLiveRoom {
  roomId: number;
  title: string;
  anchorName: string;
  /** Live chat (and gifting) is on: the room is joined and open. */
  open: boolean;
}

function pick(room: ReturnType<typeof useLiveStore.getState>['room'], open: boolean): CurrentLiveRoom | null {
  return room ? { roomId: room.RoomID, title: room.Title, anchorName: room.AnchorName, open } : null;
}

/** The current room, or null outside any room (not re-rendering on chat traffic). */
export function useCurrentLiveRoom(): CurrentLiveRoom | null {
  const room = useLiveStore((s) => s.room);
  const open = useLiveStore((s) => s.phase === 'joined');
  return pick(room, open);
}

/** The current room's id, 0 when the player is in none (for handlers outside React). */
export function currentLiveRoomId(): number {
  const { room, phase } = useLiveStore.getState();
  return room && phase === 'joined' ? room.RoomID : 0;
}
