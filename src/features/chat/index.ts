export { ChatWindow } from './components/chat-window';
export { registerChatHandlers, resetChat } from './handlers';
export { useChatBadge, lobbyUnreadTotal } from './use-chat-badge';
export { SETTING_KEYS as CHAT_SETTING_KEYS } from './settings';
export { useChatSettings } from './use-chat-settings';
export type { ChatTab } from './channels';
