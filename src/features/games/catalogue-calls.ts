/**
 * The games feature's calls to the lobby (the catalogue, a game's launch) and the check of the
 * catalogue kept by the last visit, each read by its schema. Imported on demand by ./actions.ts
 * (`import('./catalogue-calls')`), so the play page's first visit, whose catalogue the web server
 * rendered, loads no schema and no zod (src/features/first-visit-imports.test.ts).
 */
import { lobbyCall } from '@/http/lobby-call';
import { gameApi } from '@/protocol/api/games';
import { isBody } from '@/protocol/body-check';
import type { GameCatalogueEntry, GameLaunchRequest } from '@/protocol/games';
import { GAME_CATALOGUE_KEY } from './catalogue-storage';

/** The catalogue, straight from the lobby at `lobbyBase` (a visitor may ask). */
export function askCatalogue(lobbyBase: string) {
  return lobbyCall(gameApi.List, {}, { lobbyBase });
}

/** A window of one game, through the site's relay (the session's token goes on). */
export function askLaunch(request: GameLaunchRequest) {
  return lobbyCall(gameApi.Launch, request);
}

/** The catalogue kept by the last visit, or null when there is none or it is unreadable. */
export function readCachedCatalogue(storage: Storage | null): GameCatalogueEntry[] | null {
  const raw = storage?.getItem(GAME_CATALOGUE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isBody('GameCatalogue', parsed) ? parsed : null;
  } catch {
    return null;
  }
}
