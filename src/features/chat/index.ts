// No ChatWindow here: the play screen loads it on demand (next/dynamic, through the session's
// runtime) from its own module. What other features and the list of features take from the
// chat is below; a page's bundle keeps only what it imports (the first-visit budgets did not
// move when these were added).
export { useChatBadge, lobbyUnreadTotal } from './use-chat-badge';
export { SETTING_KEYS as CHAT_SETTING_KEYS } from './settings';
export { useChatSettings } from './use-chat-settings';
export type { ChatTab } from './channels';
export type { UnreadCounts } from './unread-store';
export { chatFeature } from './feature';
export { sanitizeAnnouncementHtml } from './announcement-html';
export { openChatWindow, openPlayerCard, closePlayerCard, requestFriends } from './actions';
export { useOpenChat } from './use-open-chat';
export { chatroomPath, type ChatTarget } from './chat-target';
export { FriendsView } from './components/friends-view';
export { isChatRegistered, subscribeChatRegistration } from './registration';
export { PlayerCardSlot } from './components/player-card-slot';
export { mergeMessages, toChatMessages, isOwn, toChatMessage } from './message-model';
export { newClientId, NOT_REPLYING } from './outbox';
export { prepareOutgoing } from './chat-text';
export { MessageComposer } from './components/message-composer';
export { BackToBottomButton } from './components/back-to-bottom-button';
export { MessageRow } from './components/message-row';
export { ChatAvatar } from './components/chat-avatar';
