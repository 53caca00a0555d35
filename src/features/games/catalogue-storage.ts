/**
 * The two local-storage copies of the catalogue (chat spec §3 "Local storage keys: gameList").
 */
import type { GameCatalogueEntry } from '@/protocol/games';
import { toListEntries } from './catalogue';

/** §3 local storage key: the spec's game list entries (GameCode, GameNames in zh-tw, Provider). */
export const GAME_LIST_KEY = 'gameList';
/**
 * The whole catalogue as the lobby last sent it, so the grid shows at once on the next visit
 * while it refreshes (`gameList` lacks isShow, the English name and the banner).
 */
export const GAME_CATALOGUE_KEY = 'gameCatalogue';

/** Keeps the catalogue and its §3 game list entries for the next visit (a full storage is not an error). */
export function writeCatalogue(storage: Storage | null, games: readonly GameCatalogueEntry[]): void {
  try {
    storage?.setItem(GAME_CATALOGUE_KEY, JSON.stringify(games));
    storage?.setItem(GAME_LIST_KEY, JSON.stringify(toListEntries(games)));
  } catch {
    // quota exceeded or storage disabled: the next visit fetches again
  }
}

/** The browser's local storage, or null (server, or storage disabled). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
