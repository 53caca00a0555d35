/**
 * The home page's featured games, read on the web server while the page renders: the
 * catalogue's shown entries (chat §9 isShow), checked against the protocol's schema here, so the
 * visitor's browser downloads neither the request nor the schema library for them.
 */
import { lobbyServerCall } from '@/http/lobby-server-post';
import type { GameCatalogueEntry } from '@/protocol/games';
import { gameApi } from '@/protocol/api/games';
import { visibleGames } from './catalogue';

/** A home page does not wait longer than this for the lobby; without an answer it shows the way to the lobby instead. */
export const FEATURED_TIMEOUT_MS = 2000;

/**
 * The lobby's whole catalogue, or null when the lobby does not answer in time or answers
 * something unreadable. The play pages render with it, so their grid needs no request of the
 * browser's before it shows (the browser still refreshes it).
 * @example const games = await fetchCatalogue()
 */
export async function fetchCatalogue(fetchImpl: typeof fetch = fetch): Promise<GameCatalogueEntry[] | null> {
  const reply = await lobbyServerCall(gameApi.List, {}, { fetchImpl, timeoutMs: FEATURED_TIMEOUT_MS });
  return reply.ok ? reply.result.Games : null;
}

/**
 * The shown games of the lobby's catalogue (home), or null as fetchCatalogue.
 * @example const games = await fetchFeaturedGames()
 */
export async function fetchFeaturedGames(fetchImpl: typeof fetch = fetch): Promise<GameCatalogueEntry[] | null> {
  const games = await fetchCatalogue(fetchImpl);
  return games ? visibleGames(games, 'all') : null;
}
