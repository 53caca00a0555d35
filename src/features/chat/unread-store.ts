/**
 * The chat's always-loaded state: who is on the chat socket and the unread counts, so the
 * lobby's red dot is right on every page before (and without) the chat window's code.
 *
 * One source for private counts: each listed private room holds its own count (`roomUnread`)
 * and `privateElsewhere` holds the rest of the server's PrivateTotal (rooms the list has not
 * loaded). The private total is always their sum, so the tab's count and the rooms' counts
 * cannot disagree; a fresh PrivateTotal (30041 / 30051) only re-splits what is not listed.
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
  /** Private unread in conversations the room list does not hold. */
  privateElsewhere: number;
  /** Unread of each listed private room, by the other player's id. */
  roomUnread: Readonly<Record<number, number>>;
}

export const initialUnreadState = (): ChatUnreadState => ({ selfId: 0, counts: null, privateElsewhere: 0, roomUnread: {} });

export const useUnreadStore = createStore<ChatUnreadState>('chat-unread', initialUnreadState);

const sum = (rooms: Readonly<Record<number, number>>) => Object.values(rooms).reduce((a, b) => a + b, 0);

/** The private total: the listed rooms' counts plus the rest. */
export function privateTotal(state: Pick<ChatUnreadState, 'privateElsewhere' | 'roomUnread'>): number {
  return state.privateElsewhere + sum(state.roomUnread);
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
  const listed = sum(useUnreadStore.getState().roomUnread);
  useUnreadStore.setState({ counts, privateElsewhere: Math.max(0, serverPrivate - listed) });
  return listed > serverPrivate;
}

/**
 * The room list's counts (30031). `replace` (page 1): these rooms are the list. The private
 * total is kept; rooms whose counts grew take it from the unlisted rest.
 */
export function setRoomCounts(rooms: Readonly<Record<number, number>>, replace: boolean): void {
  useUnreadStore.setState((state) => {
    const total = privateTotal(state);
    const roomUnread = replace ? { ...rooms } : { ...state.roomUnread, ...rooms };
    return { roomUnread, privateElsewhere: Math.max(0, total - sum(roomUnread)) };
  });
}

/** A private room's count changes (a message arrived: +1; read: 0). */
export function setRoomCount(playerId: number, count: (current: number) => number): void {
  useUnreadStore.setState((state) => {
    if (!(playerId in state.roomUnread)) {
      // Not listed: its messages are part of the rest; reading it clears what it can.
      return count(0) === 0 ? state : { privateElsewhere: state.privateElsewhere + count(0) };
    }
    return { roomUnread: { ...state.roomUnread, [playerId]: Math.max(0, count(state.roomUnread[playerId]!)) } };
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
