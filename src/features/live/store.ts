/**
 * The live room as the server sent it (chat spec §3 Live, §4 Live chat): the room list, the
 * room joined and its count, the viewers in pages of 50, the live chat with its history pages
 * and the "X 進入直播間" lines. Only this feature's handlers and actions write it; where the
 * stream shows is ./stage-store.
 */
import { createStore } from '@/lib/create-store';
import type { ReceivedChatMessage, ListedPlayer, LiveRoomInfo } from '@/protocol';

/**
 * `none`: in no room; `joining`: 30120 on its way; `joined`: live chat on; `closed`: the room
 * closed (200221, live chat off); `failed`: the join had no answer (connection trouble).
 */
export type RoomPhase = 'none' | 'joining' | 'joined' | 'closed' | 'failed';

/** A player entered the room (30151), shown as a short line in the live chat. */
export interface EnterLine {
  id: number;
  name: string;
  vipLevel: number;
  /** When it arrived (epoch ms), to place it among the messages. */
  at: number;
}

export interface ViewerPages {
  list: ListedPlayer[];
  /** The last page loaded (0 before the first). */
  page: number;
  total: number;
  loading: boolean;
}

export interface HistoryState {
  page: number;
  /** Page 1's anchor (epoch ms); later pages send it back. */
  startTime: number;
  hasMore: boolean;
  loading: boolean;
  loaded: boolean;
}

export interface LiveState {
  rooms: LiveRoomInfo[];
  /** The default room of the list (30221 Preview). */
  preview: LiveRoomInfo | null;
  roomsLoaded: boolean;
  /** The room joined, being joined or just closed. */
  room: LiveRoomInfo | null;
  phase: RoomPhase;
  /** Players in the room (30121, 30141, 30171). */
  total: number;
  viewers: ViewerPages;
  /** Oldest → newest (by Seq, or CreateTime then ID without seqs: chat's mergeMessages). */
  messages: ReceivedChatMessage[];
  enters: EnterLine[];
  history: HistoryState;
  draft: string;
  /** Bumped when the player sends: the chat scrolls to the newest. */
  scrollToNewest: number;
}

export const initialHistory = (): HistoryState => ({ page: 0, startTime: 0, hasMore: true, loading: false, loaded: false });
export const initialViewers = (): ViewerPages => ({ list: [], page: 0, total: 0, loading: false });

export const initialLiveState = (): LiveState => ({
  rooms: [],
  preview: null,
  roomsLoaded: false,
  room: null,
  phase: 'none',
  total: 0,
  viewers: initialViewers(),
  messages: [],
  enters: [],
  history: initialHistory(),
  draft: '',
  scrollToNewest: 0,
});

export const useLiveStore = createStore<LiveState>('live', initialLiveState);

/** Enter lines kept in the live chat (the newest; older ones scroll away). */
export const MAX_ENTER_LINES = 50;
