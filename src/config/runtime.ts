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

/** LIFF app id (env LIFF_ID): the site runs as a LINE mini-app when opened inside LINE. */
export function liffId(): string | null {
  return process.env.LIFF_ID?.trim() || null;
}

/**
 * QA fakes (env QA_FAKES=1, read at request time): `?liff=fake` installs a fake LIFF adapter
 * whose token comes from the lobby's QA API. Harmless elsewhere: only a lobby in QA mode mints
 * such tokens, and no other lobby accepts them.
 */
export function qaFakesEnabled(): boolean {
  return process.env.QA_FAKES === '1';
}
