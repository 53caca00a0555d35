/**
 * What the chat window asks for: opening, switching tab, opening a conversation, paging,
 * sending, marking read, searching players, the player card (chat spec §4, §5).
 */
import { ChannelType } from '@/protocol/chat-rules';
import { ListLimits, RelationType } from '@/protocol/lists-rules';
import { Op } from '@/protocol/ops';
import { channelKey, type ChannelRef, type ChatTab } from './channels';
import { viewChannel } from './current-channel';
import { ensureChannel, requestPage } from './history';
import { dividerId } from './message-model';
import { sendMessage } from './outbox';
import { CHAT_SEARCH_TAG } from './player-lists-handlers';
import { requestRooms } from './rooms';
import { chatRuntime } from './runtime';
import { prepareOutgoing } from './chat-text';
import { getSockets } from '@/socket';
import { useChatStore } from './store';
import { cancelMarkRead, markRead, markReadLater, requestUnread, unreadField } from './unread';
import { roomCount, useUnreadStore } from './unread-store';
import { needsVipNotice, noteVipNoticeShown } from './vip-notice';
import { useChatViewStore, type ChatPeer } from './view-store';

/** Chat spec §4: opening public chat marks it read after 2 seconds. */
export const PUBLIC_READ_DELAY_MS = 2000;
/**
 * Chat §9: debounce 300 ms (the chat spec's own constant; account §9's 200 ms belongs to the
 * account spec's screens, and issue 40 item 4 names 300 for chat sends; decision 037).
 */
export const SEND_DEBOUNCE_MS = 300;
/** Account §9 (src/protocol ListLimits): friends page size 500; chat searches page 1 with 1000. */
const FRIENDS_PER_PAGE = ListLimits.FriendsPerPage;
const SEARCH_PER_PAGE = ListLimits.ChatSearchPerPage;

/**
 * What the window needs whatever the tab: pinned announcements and the club's state (the
 * counts come with the chat feature's onReady, on every page).
 */
export function bootstrapChat(): void {
  getSockets().chat.send(Op.ChatTopAnnouncement, {});
  getSockets().chat.send(Op.ChatAllianceList, {});
}

/** Loads page 1 of a channel unless it is there or on its way. */
export function openChannel(ref: ChannelRef): void {
  const channel = ensureChannel(ref);
  if (!channel.loaded && !channel.loading) requestPage(channel, 1);
}

/** The next older page of a channel (scrolling up), when there is one. */
export function loadOlder(key: string): void {
  const channel = useChatStore.getState().channels[key];
  if (!channel || !channel.loaded || channel.loading || !channel.hasMore || channel.lockedCode !== null) return;
  requestPage(channel, channel.page + 1);
}

function unreadOf(ref: ChannelRef): number {
  if (ref.type === ChannelType.Private) return roomCount(ref.playerId);
  const { counts } = useUnreadStore.getState();
  const field = unreadField(ref.type);
  return counts && field && field !== 'private' ? counts[field] : 0;
}

/**
 * Shows the current view's content: loads its channel, places the unread divider, marks it
 * read (public after 2 s), and reloads the counts; the room list and friends load their lists.
 */
export function activateView(): void {
  cancelMarkRead();
  const view = useChatViewStore.getState();
  if (!view.open) return;
  const { club } = useChatStore.getState();
  const { counts } = useUnreadStore.getState();
  requestUnread();
  if (view.tab === 'friends') {
    requestFriends();
    return;
  }
  if (view.tab === 'private' && !view.peer) {
    requestRooms(1);
    return;
  }
  if (view.tab === 'club' && (club.kind === 'none' || club.kind === 'unknown')) return;
  const ref = viewChannel(view, club);
  if (!ref) return;
  const key = channelKey(ref);
  useChatViewStore.setState({ divider: { key, count: unreadOf(ref) } });
  openChannel(ref);
  if (ref.type === ChannelType.Public) markReadLater(key, ref, PUBLIC_READ_DELAY_MS);
  else if (ref.type !== ChannelType.Club && ref.type !== ChannelType.Alliance) markRead(ref);
  else if (counts?.enableClub) markRead(ref);
}

/** Opens the window, on `tab` when given. */
export function openChatWindow(tab?: ChatTab): void {
  useChatViewStore.setState((view) => ({
    open: true,
    ...(tab && tab !== view.tab ? { tab, peer: null, search: '', draft: '' } : {}),
  }));
  activateView();
}

/** Collapses the window (the draft stays). */
export function collapseChatWindow(): void {
  cancelMarkRead();
  useChatViewStore.setState({ open: false });
}

/** Switching tab resets the selected player, search and draft (chat spec §4). */
export function selectTab(tab: ChatTab): void {
  useChatViewStore.setState({ tab, peer: null, search: '', draft: '', divider: null });
  useChatStore.setState({ searchResults: null });
  activateView();
}

/** Opens the one-to-one chat with a player (from the room list, a card or the friend list). */
export function openConversation(peer: ChatPeer): void {
  useChatViewStore.setState({ open: true, tab: 'private', peer, search: '', draft: '', divider: null });
  activateView();
}

/**
 * Opens the one-to-one chat with the player `playerId` names (a conversation named in the
 * query, ./chat-target): their name and picture asked first (11520); a refusal (no such
 * player) opens the room list instead.
 */
export async function openConversationWith(playerId: number): Promise<void> {
  const out = await getSockets().lobby.request(Op.UserInfo, { PlayerID: playerId });
  if (!out.ok || out.result.PlayerID !== playerId) return openChatWindow('private');
  const { Name, PicURL, PictureSetting } = out.result;
  openConversation({ PlayerID: playerId, Name, PictureURL: PicURL, PictureSetting });
}

/** Back from a conversation to the room list. */
export function closeConversation(): void {
  useChatViewStore.setState({ peer: null, draft: '', divider: null });
  activateView();
}

/** Places the unread divider once the channel's messages are there (and the oldest unread among them). */
export function placeDivider(key: string): void {
  const { divider } = useChatViewStore.getState();
  const { channels } = useChatStore.getState();
  const { selfId } = useUnreadStore.getState();
  const channel = channels[key];
  if (!divider || divider.key !== key || divider.messageId !== undefined || !channel?.loaded) return;
  const messageId = dividerId(channel.messages, divider.count, selfId, !channel.hasMore);
  // the oldest unread is on a page not loaded yet: placed when it comes in
  if (messageId !== undefined) useChatViewStore.setState({ divider: { ...divider, messageId } });
}

export function setDraft(draft: string): void {
  useChatViewStore.setState({ draft });
}

/**
 * Sends the draft of the current channel: at most one send per 300 ms (a press inside the
 * window is sent when it ends, so nothing typed is lost), sanitised, never empty. Clears
 * the draft, scrolls to the newest message, marks the channel read; a non-member below
 * VIP 3 gets the notice.
 */
export function sendDraft(options: { vipLevel: number }, now = Date.now()): void {
  const runtime = chatRuntime();
  const wait = runtime.lastSendAt + SEND_DEBOUNCE_MS - now;
  if (wait > 0) {
    runtime.trailingSend ??= setTimeout(() => {
      runtime.trailingSend = null;
      sendDraft(options);
    }, wait);
    return;
  }
  const view = useChatViewStore.getState();
  const { club } = useChatStore.getState();
  const ref = viewChannel(view, club);
  const text = prepareOutgoing(view.draft);
  if (!ref || text === null || ref.type === ChannelType.Announcement) return;
  runtime.lastSendAt = now;
  sendMessage(ref, text);
  useChatViewStore.setState((v) => ({ draft: '', scrollToNewest: v.scrollToNewest + 1 }));
  cancelMarkRead(channelKey(ref));
  markRead(ref);
  if (needsVipNotice(options.vipLevel, club.kind === 'club' || club.kind === 'alliance')) {
    noteVipNoticeShown(now);
    useChatViewStore.setState({ vipNotice: true });
  }
}

/** The player's friends (11490, type friend). */
export function requestFriends(): void {
  useChatStore.setState({ listsLoading: true });
  getSockets().lobby.send(Op.RelationList, { Type: RelationType.Friend, Page: 1, PerPage: FRIENDS_PER_PAGE, GetTotal: true });
}

export function setSearch(search: string): void {
  useChatViewStore.setState({ search });
}

/** Searches players by nickname (11510); an empty nickname does nothing (account §5). */
export function searchPlayers(): void {
  const name = useChatViewStore.getState().search.trim();
  if (!name) return;
  useChatStore.setState({ listsLoading: true, searchResults: [] });
  getSockets().lobby.send(Op.PlayerSearch, {
    Name: name,
    Page: 1,
    PerPage: SEARCH_PER_PAGE,
    GetTotal: true,
    ExcludeSelf: true,
    Bypass: CHAT_SEARCH_TAG,
  });
}

/** The search button in its reset state: clears the search and reloads the friends. */
export function resetSearch(): void {
  useChatViewStore.setState({ search: '' });
  useChatStore.setState({ searchResults: null });
  requestFriends();
}

/** Opens the player card of `playerId` (11520 on the lobby socket). */
export function openPlayerCard(playerId: number): void {
  if (playerId <= 0) return;
  useChatStore.setState({ playerCard: { playerId, profile: null, errorCode: null } });
  getSockets().lobby.send(Op.UserInfo, { PlayerID: playerId });
}

export function closePlayerCard(): void {
  useChatStore.setState({ playerCard: null });
}

export function setStripCollapsed(stripCollapsed: boolean): void {
  useChatViewStore.setState({ stripCollapsed });
}

export function setSettingsOpen(settingsOpen: boolean): void {
  useChatViewStore.setState({ settingsOpen });
}

export function openBankCode(code: string, gameName: string): void {
  useChatViewStore.setState({ bankCode: { code, gameName } });
}

export function closeBankCode(): void {
  useChatViewStore.setState({ bankCode: null });
}

export function closeVipNotice(): void {
  useChatViewStore.setState({ vipNotice: false });
}
