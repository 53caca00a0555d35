// The window (heavy: store, handlers, virtual list, sanitiser). Its session module is
// `@/features/chat/feature`, kept apart so the always-loaded session does not import this file.
export { ChatWindow } from './components/chat-window';
export { useChatBadge, lobbyUnreadTotal } from './use-chat-badge';
export { SETTING_KEYS as CHAT_SETTING_KEYS } from './settings';
export { useChatSettings } from './use-chat-settings';
export type { ChatTab } from './channels';
export type { UnreadCounts } from './unread-store';
