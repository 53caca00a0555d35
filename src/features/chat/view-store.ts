/**
 * The chat window's own state: open or collapsed, the tab, the private peer, the search
 * text, the draft, the unread divider, and the dialogs it opens.
 */
import { createStore } from '@/lib/create-store';
import type { ChatTab } from './channels';

/** The other player of a private conversation, as the room list or a card knows them. */
export interface ChatPeer {
  PlayerID: number;
  Name: string;
  PictureURL: string;
  PictureSetting: number;
}

export interface UnreadDivider {
  /** The channel it belongs to. */
  key: string;
  /** Unread count when the channel was opened. */
  count: number;
  /** The ID of the message it goes above, placed once the messages are there; null: no divider; undefined: not placed yet. */
  messageId?: number | null;
}

export interface ChatViewState {
  open: boolean;
  tab: ChatTab;
  peer: ChatPeer | null;
  search: string;
  draft: string;
  divider: UnreadDivider | null;
  stripCollapsed: boolean;
  settingsOpen: boolean;
  /** The bank code a vault-unlock message carries, while its modal is open. */
  bankCode: { code: string; gameName: string } | null;
  /** Bumped when the list must scroll to the newest message (after sending). */
  scrollToNewest: number;
  /** The VIP notice after a non-member below VIP 3 sent (chat spec §5). */
  vipNotice: boolean;
  /** The window is on this page (the play screen): a chat tap opens here, else goes there (./chat-target). */
  windowMounted: boolean;
}

export const initialViewState = (): ChatViewState => ({
  open: false,
  tab: 'public',
  peer: null,
  search: '',
  draft: '',
  divider: null,
  stripCollapsed: true,
  settingsOpen: false,
  bankCode: null,
  scrollToNewest: 0,
  vipNotice: false,
  windowMounted: false,
});

export const useChatViewStore = createStore<ChatViewState>('chat-view', initialViewState);
