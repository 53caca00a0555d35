/**
 * What a page runs once a session exists, behind one `import()` so that it is one chunk group:
 * the socket side (`SessionConnection`), the signed-in player's overlay slots, and the loaders
 * of the session UI a page asks for (the play page's chat window, home's players' news ticker). Imported apart, each came in
 * a chunk group of its own, and each group carried its own copy of the socket client, the
 * error catalogue and the body validators (the bundler does not share modules between sibling
 * groups). A loader here (`import()` inside this module) makes this group the parent of what
 * it loads, so that code is not copied again. Nothing here is in a visitor's download.
 */
export { SessionConnection } from './session/components/session-connection';
export { default as SessionOverlaySlots } from '@/features/layout/components/session-overlay-slots';

/** The play page's floating chat window (launcher and dialogs; the open panel loads on its own). */
export const loadChatWindow = () => import('@/features/chat/components/chat-window');

/** Home's news ticker for a signed-in player (it asks the lobby socket for the players' news). */
export const loadPlayerNewsTicker = () => import('@/features/announcements/components/player-news-ticker');
