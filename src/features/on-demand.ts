/**
 * Where the session's on-demand feature parts (each feature's `on-demand.ts`) come from. The
 * parts a socket brings are imported together, one `import()` per socket, so each set is one
 * chunk group: a few script requests instead of one or more per feature (each added script
 * tag cost the browser a few milliseconds in the task that starts the session), and no module
 * copied into several features' chunks. A feature still registers only when its own `when` holds.
 */

/** Red envelopes and big wins: what the lobby socket brings (it starts for every session). */
export const loadLobbyOnDemand = () => import('./on-demand-lobby');

/** The chat, gifts and the live room: what the chat socket brings (players who chat). */
export const loadChatOnDemand = () => import('./on-demand-chat');
