/**
 * Pure rules over the game catalogue (chat spec §3, §9): which entries the grid shows, the name
 * in a locale and the spec's locally kept game list entries. No schema library here: the home
 * page's tiles use these names on a first visit.
 */
import type { GameCatalogueEntry, GameListEntry, GameProviderFilter } from '@/protocol/games';
import type { Locale } from '@/i18n/locales';

/** The entries the grid shows: isShow only, of one provider unless `filter` is 'all'. */
export function visibleGames(games: readonly GameCatalogueEntry[], filter: GameProviderFilter): GameCatalogueEntry[] {
  return games.filter((game) => game.isShow && (filter === 'all' || game.provider.toLowerCase() === filter));
}

/** The game's name for a site locale: zh_tw reads the Chinese name, id_id and vi_vn the English one. */
export function gameName(game: Pick<GameCatalogueEntry, 'gameName'>, locale: Locale): string {
  return locale === 'zh_tw' ? game.gameName.zh_tw : game.gameName.en_us;
}

/** §3 game list entries of the catalogue (every entry, shown or not: chat and records name any game). */
export function toListEntries(games: readonly GameCatalogueEntry[]): GameListEntry[] {
  return games.map((game) => ({ GameCode: game.gameCode, GameNames: game.gameName.zh_tw, Provider: game.provider }));
}

/** The catalogue entry of `code`, if the catalogue has one. */
export function findGame(games: readonly GameCatalogueEntry[] | null, code: string): GameCatalogueEntry | undefined {
  return games?.find((game) => game.gameCode === code);
}
