/**
 * This site's relay of the lobby paths that need the session (src/http/lobby-relay.ts). Its own
 * module, free of schemas, because the game catalogue's helpers on the visitor's first page
 * post to it too (src/features/first-visit-imports.test.ts).
 */
export const LOBBY_RELAY = '/api/lobby';
