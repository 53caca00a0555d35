/**
 * The chat's data as the server sent it: channels with their messages and paging, private
 * rooms (their counts and the player's id are in ./unread-store, always loaded), top announcements, the club's chat state, friend lists and the
 * player card. Only this feature's handlers and actions write it.
 */
import { createStore } from '@/lib/create-store';
import type { ChannelTypeValue, ReceivedChatMessage, ChatPrivateRoom, ChatTopAnnouncementResult, ListedPlayer, PlayerProfile } from '@/protocol';

export interface ChannelState {
  key: string;
  type: ChannelTypeValue;
  /** Private chat: the other player; 0 otherwise. */
  playerId: number;
  /** Oldest → newest (by Seq, or CreateTime then ID without seqs: ./message-model), each message once. */
  messages: ReceivedChatMessage[];
  /** Messages ever inserted before the then-oldest one: keeps the list still when a page is prepended. */
  prepended: number;
  /** The last history page loaded (0 before the first). */
  page: number;
  /** The anchor of page 1 (epoch ms); later pages send it back. */
  startTime: number;
  startSeq: number;
  hasMore: boolean;
  /** A history page is on its way. */
  loading: boolean;
  /** Page 1 arrived (or failed). */
  loaded: boolean;
  /** A catch-up after a reconnect is on its way (a 30060 resume, or the re-read of a channel without seqs). */
  resuming: boolean;
  /** A code that keeps the channel closed (club chat not enabled, not in a club). */
  lockedCode: number | null;
}

/** A listed private room; its unread count is in ./unread-store (one source with the total). */
export type ListedRoom = Omit<ChatPrivateRoom, 'UnreadCount'>;

/** What the chat knows about the player's club: unknown until 30091 answers. */
export type ClubStatus =
  | { kind: 'unknown' }
  | { kind: 'none' }
  | { kind: 'club' }
  | { kind: 'alliance'; allianceName: string };

export type TopAnnouncement = ChatTopAnnouncementResult['Msgs'][number];

export interface PlayerCard {
  playerId: number;
  /** null while 11521 is on its way. */
  profile: PlayerProfile | null;
  errorCode: number | null;
}

/** A sent message the server has not acknowledged yet (shown as sending; resent after a reconnect). */
export interface OutgoingMessage {
  clientId: string;
  op: number;
  payload: Record<string, unknown>;
  /** The channel it was sent to. */
  key: string;
  text: string;
}

export interface ChatState {
  channels: Record<string, ChannelState>;
  rooms: ListedRoom[];
  roomsTotal: number;
  roomsPage: number;
  roomsLoading: boolean;
  roomsLoaded: boolean;
  topAnnouncements: TopAnnouncement[] | null;
  club: ClubStatus;
  friends: ListedPlayer[] | null;
  /** null before a search; the results of the last one otherwise. */
  searchResults: ListedPlayer[] | null;
  listsLoading: boolean;
  playerCard: PlayerCard | null;
  /** The newest announcement for the live region (id changes on every message). */
  liveAnnouncement: { id: number; text: string } | null;
  /** Sent messages the server has not acknowledged, oldest first (issue 7: none is lost). */
  outbox: OutgoingMessage[];
}

export const initialChatState = (): ChatState => ({
  channels: {},
  rooms: [],
  roomsTotal: 0,
  roomsPage: 0,
  roomsLoading: false,
  roomsLoaded: false,
  topAnnouncements: null,
  club: { kind: 'unknown' },
  friends: null,
  searchResults: null,
  listsLoading: false,
  playerCard: null,
  liveAnnouncement: null,
  outbox: [],
});

export const useChatStore = createStore<ChatState>('chat', initialChatState);

/** A fresh channel entry, before its first page. */
export function newChannel(key: string, type: ChannelTypeValue, playerId: number): ChannelState {
  return {
    key,
    type,
    playerId,
    messages: [],
    prepended: 0,
    page: 0,
    startTime: 0,
    startSeq: 0,
    hasMore: true,
    loading: false,
    loaded: false,
    resuming: false,
    lockedCode: null,
  };
}

/** Replaces one channel entry (handlers and actions). */
export function patchChannel(key: string, patch: Partial<ChannelState> | ((c: ChannelState) => Partial<ChannelState>)): void {
  useChatStore.setState((state) => {
    const current = state.channels[key];
    if (!current) return state;
    const next = typeof patch === 'function' ? patch(current) : patch;
    return { channels: { ...state.channels, [key]: { ...current, ...next } } };
  });
}
