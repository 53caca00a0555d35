/**
 * Where the site finds the lobby server. Read at request time (not baked into the build),
 * so one build runs against any server.
 * - LOBBY_URL: server-to-server base (Next's route handlers → lobby HTTP), default http://127.0.0.1:4000
 * - LOBBY_PUBLIC_URL: what browsers connect to; unset means "this page's host, port 4000",
 *   which also works for brand hosts such as owl.localhost and for phones on the LAN.
 */
export const DEFAULT_LOBBY_PORT = 4000;

/** Server-side base URL of the lobby HTTP API. */
export function lobbyServerUrl(): string {
  return (process.env.LOBBY_URL ?? `http://127.0.0.1:${DEFAULT_LOBBY_PORT}`).replace(/\/$/, '');
}

/** Browser-side base URL of the lobby, or null to derive it from the page's location. */
export function lobbyPublicUrl(): string | null {
  const value = process.env.LOBBY_PUBLIC_URL;
  return value ? value.replace(/\/$/, '') : null;
}

/** Resolves the browser-side lobby base for a page at `location`. */
export function resolveLobbyPublicUrl(configured: string | null, location: { protocol: string; hostname: string }): string {
  if (configured) return configured;
  return `${location.protocol}//${location.hostname}:${DEFAULT_LOBBY_PORT}`;
}
