/**
 * The private room list (30030 → 30031) and its updates from new private messages. Each
 * room's unread count lives in ./unread-store (one source with the private total).
 */
import { ChatLimits } from '@/protocol/chat-rules';
import { Code } from '@/protocol/codes';
import { Op } from '@/protocol/ops';
import { PictureSetting } from '@/protocol/profile-rules';
import type { ReceivedChatMessage, ChatPrivateRoom, Reply } from '@/protocol';
import { getSockets } from '@/socket';
import { useChatStore, type ListedRoom } from './store';
import { setRoomCount, setRoomCounts } from './unread-store';

/** Asks for a page of rooms (page 1 replaces the list). */
export function requestRooms(page = 1): void {
  useChatStore.setState({ roomsLoading: true });
  getSockets().chat.send(Op.ChatPrivateRooms, { Page: page, PerPage: ChatLimits.PageSize });
}

/** Reads the list again from page 1 when it is loaded (its counts went stale). */
export function refreshRoomsIfLoaded(): void {
  if (useChatStore.getState().roomsLoaded) requestRooms(1);
}

/** The next page, when more rooms exist than are listed. */
export function requestMoreRooms(): void {
  const { roomsLoading, rooms, roomsTotal, roomsPage } = useChatStore.getState();
  if (roomsLoading || rooms.length >= roomsTotal) return;
  requestRooms(roomsPage + 1);
}

function toRoom(value: unknown): ChatPrivateRoom | null {
  const r = value as Record<string, unknown> | null;
  if (!r || typeof r.PlayerID !== 'number' || r.PlayerID <= 0) return null;
  return {
    PlayerID: r.PlayerID,
    Name: typeof r.Name === 'string' ? r.Name : '',
    PictureURL: typeof r.PictureURL === 'string' ? r.PictureURL : '',
    PictureSetting: typeof r.PictureSetting === 'number' ? r.PictureSetting : 2,
    VIPLevel: typeof r.VIPLevel === 'number' ? r.VIPLevel : 0,
    Online: r.Online === true,
    UnreadCount: typeof r.UnreadCount === 'number' && r.UnreadCount > 0 ? Math.floor(r.UnreadCount) : 0,
    CreateTime: typeof r.CreateTime === 'number' ? r.CreateTime : 0,
    Message: typeof r.Message === 'string' ? r.Message : '',
  };
}

/** 30031: page 1 replaces the rooms, later pages add to them (each player once). */
export function onRoomsReply(reply: Reply): void {
  const r = reply.Result as Record<string, unknown> | null;
  if (reply.Code !== Code.Ok || !r || !Array.isArray(r.List)) {
    useChatStore.setState({ roomsLoading: false, roomsLoaded: true });
    return;
  }
  const page = typeof r.Page === 'number' ? r.Page : 1;
  const list = r.List.map(toRoom).filter((x): x is ChatPrivateRoom => x !== null);
  setRoomCounts(Object.fromEntries(list.map((x) => [x.PlayerID, x.UnreadCount])), page === 1);
  const listed = list.map((x): ListedRoom => {
    const room: Partial<ChatPrivateRoom> = { ...x };
    delete room.UnreadCount; // the count lives in the unread store
    return room as ListedRoom;
  });
  useChatStore.setState((state) => {
    const base = page === 1 ? [] : state.rooms;
    const seen = new Set(base.map((x) => x.PlayerID));
    return {
      rooms: [...base, ...listed.filter((x) => !seen.has(x.PlayerID))],
      roomsTotal: typeof r.Total === 'number' ? r.Total : listed.length,
      roomsPage: page,
      roomsLoading: false,
      roomsLoaded: true,
    };
  });
}

/**
 * A private message moves its room to the top with the new text and time; a message from
 * the other player adds one unread unless the conversation is on screen (`viewing`).
 */
export function touchRoom(message: ReceivedChatMessage, otherId: number, own: boolean, viewing = false): void {
  const { roomsLoaded, rooms } = useChatStore.getState();
  if (!roomsLoaded) return;
  const existing = rooms.find((x) => x.PlayerID === otherId);
  if (!existing && own) return; // the list shows the other player's data; refetched on return
  if (!existing) setRoomCounts({ [otherId]: 0 }, false);
  if (!own && !viewing) setRoomCount(otherId, (n) => n + 1);
  useChatStore.setState((state) => {
    const room: ListedRoom = existing
      ? { ...existing }
      : {
          PlayerID: otherId,
          // a message without the sender's display data (spec-shaped): its From, the default avatar
          Name: message.Name ?? message.From,
          PictureURL: message.PictureURL ?? '',
          PictureSetting: message.PictureSetting ?? PictureSetting.Default,
          VIPLevel: message.VIPLevel ?? 0,
          Online: true,
          CreateTime: 0,
          Message: '',
        };
    room.Message = message.Message;
    room.CreateTime = message.CreateTime;
    return {
      rooms: [room, ...state.rooms.filter((x) => x.PlayerID !== otherId)],
      roomsTotal: existing ? state.roomsTotal : state.roomsTotal + 1,
    };
  });
}
