/**
 * The chat's always-loaded state: who is on the chat socket and the unread counts, so the
 * lobby's red dot is right on every page before (and without) the chat window's code.
 *
 * One source for private counts: the server's PrivateTotal (`privateCount`, 30041 / 30051,
 * moved by the same local changes as the rooms: +1 with a room's new message, −a room's count
 * when it is read), and each listed room's count (`roomUnread`). The total shown is derived:
 * the listed rooms plus the rest of the server's total, never less than the rooms show, so the
 * tab's count and the rooms' counts cannot disagree. Rooms claiming more than the server's
 * total are stale (read in another tab): the list is read again.
 */
import { createStore } from '@/lib/create-store';

/** The counts as the UI shows them (`private` derived: see the file comment). */
export interface UnreadCounts {
  announcement: number;
  public: number;
  private: number;
  club: number;
  enableClub: boolean;
}

/** The server's counts of the channels other than private. */
export type ChannelCounts = Omit<UnreadCounts, 'private'>;

export interface ChatUnreadState {
  /** The signed-in player, from the chat socket's init reply (0 before). */
  selfId: number;
  /** null until the server first answered 30041 or pushed 30051. */
  counts: ChannelCounts | null;
  /** The server's PrivateTotal, kept in step with local changes until its next answer. */
  privateCount: number;
  /** Unread of each listed private room, by the other player's id. */
  roomUnread: Readonly<Record<number, number>>;
}

export const initialUnreadState = (): ChatUnreadState => ({ selfId: 0, counts: null, privateCount: 0, roomUnread: {} });

export const useUnreadStore = createStore<ChatUnreadState>('chat-unread', initialUnreadState);

const sum = (rooms: Readonly<Record<number, number>>) => Object.values(rooms).reduce((a, b) => a + b, 0);

/** The private total: the listed rooms' counts plus the rest of the server's total. */
export function privateTotal(state: Pick<ChatUnreadState, 'privateCount' | 'roomUnread'>): number {
  const listed = sum(state.roomUnread);
  return listed + Math.max(0, state.privateCount - listed);
}

/** The counts as shown, or null before the server answered. */
export function unreadCounts(state: ChatUnreadState): UnreadCounts | null {
  return state.counts ? { ...state.counts, private: privateTotal(state) } : null;
}

/**
 * The server's fresh counts (30041 reply, 30051 push). Returns true when the listed rooms
 * claim more than the server's PrivateTotal, i.e. their counts are stale (read elsewhere):
 * the room list should be read again.
 */
export function applyServerCounts(counts: ChannelCounts, serverPrivate: number): boolean {
  useUnreadStore.setState({ counts, privateCount: serverPrivate });
  return sum(useUnreadStore.getState().roomUnread) > serverPrivate;
}

/** The room list's counts (30031). `replace` (page 1): these rooms are the list. */
export function setRoomCounts(rooms: Readonly<Record<number, number>>, replace: boolean): void {
  useUnreadStore.setState((state) => ({ roomUnread: replace ? { ...rooms } : { ...state.roomUnread, ...rooms } }));
}

/**
 * A private room's count changes (a message arrived: +1; read: 0), and the server's total by
 * the same amount. A room not listed changes the total only (reading it: the next 30051 says).
 */
export function setRoomCount(playerId: number, count: (current: number) => number): void {
  useUnreadStore.setState((state) => {
    const listed = playerId in state.roomUnread;
    const before = state.roomUnread[playerId] ?? 0;
    const after = Math.max(0, count(before));
    const privateCount = Math.max(0, state.privateCount + (after > before || listed ? after - before : 0));
    return listed ? { privateCount, roomUnread: { ...state.roomUnread, [playerId]: after } } : { privateCount };
  });
}

/** The count of a listed room (0 when not listed). */
export function roomCount(playerId: number): number {
  return useUnreadStore.getState().roomUnread[playerId] ?? 0;
}

/** A non-private channel's count changes locally until the server's next answer. */
export function setChannelCount(field: keyof Omit<ChannelCounts, 'enableClub'>, count: (current: number) => number): void {
  useUnreadStore.setState((state) =>
    state.counts ? { counts: { ...state.counts, [field]: Math.max(0, count(state.counts[field])) } } : state,
  );
}

/** Forgets the player and every count. */
export function resetUnreadStore(): void {
  useUnreadStore.setState(initialUnreadState());
}
