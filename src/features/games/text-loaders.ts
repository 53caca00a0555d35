/**
 * The games texts (locales/<lng>/games.json) by language, one chunk each: loaded with the play
 * pages' code in the browser (./texts.ts), and read by the play pages on the server so their
 * lobby renders with its words (./play-page-data.ts).
 */
import type { TextLoaders } from '@/i18n/lazy-texts';

export const GAMES_NS = 'games';

export const GAMES_TEXT_LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/games.json'),
  id_id: () => import('../../../locales/id_id/games.json'),
  vi_vn: () => import('../../../locales/vi_vn/games.json'),
};
