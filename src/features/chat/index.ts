// No ChatWindow here: the play screen loads it on demand (next/dynamic) from its own module;
// re-exported, it would ride along into every page's first download. The session imports
// `@/features/chat/feature` (the lazily loaded handlers), never this file's heavy parts.
export { useChatBadge, lobbyUnreadTotal } from './use-chat-badge';
export { SETTING_KEYS as CHAT_SETTING_KEYS } from './settings';
export { useChatSettings } from './use-chat-settings';
export type { ChatTab } from './channels';
export type { UnreadCounts } from './unread-store';
