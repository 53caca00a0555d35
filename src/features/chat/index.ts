// No ChatWindow here: the play screen loads it on demand (next/dynamic) from its own module;
// re-exported, it would ride along with the handlers into every page's first download.
export { registerChatHandlers, resetChat } from './handlers';
export { useChatBadge, lobbyUnreadTotal } from './use-chat-badge';
export { SETTING_KEYS as CHAT_SETTING_KEYS } from './settings';
export { useChatSettings } from './use-chat-settings';
export type { ChatTab } from './channels';
