import { lazy } from 'react';

/**
 * The open window's code (tabs, the virtual message list, the composer, the red-envelope
 * buttons) is not part of the play page's load: it is fetched when the player reaches for the
 * launcher (pointer over it, a press, focus) or when something opens the window.
 */
export const loadChatPanel = () => import('./chat-panel');

export const LazyChatPanel = lazy(() => loadChatPanel().then((m) => ({ default: m.ChatPanel })));

/** Starts fetching the window's code ahead of a likely opening; a failure is left to the opening. */
export function preloadChatPanel(): void {
  loadChatPanel().catch(() => undefined);
}
