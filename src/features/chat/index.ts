export { ChatWindow } from './components/chat-window';
export { registerChatHandlers, resetChat } from './handlers';
export { useChatBadge, lobbyUnreadTotal } from './use-chat-badge';
export { useChatSettings, SETTING_KEYS as CHAT_SETTING_KEYS } from './settings';
export type { ChatTab } from './channels';
