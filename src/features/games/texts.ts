'use client';

/** The games texts (locales/<lng>/games.json) load with the play pages' code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'games';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/games.json'),
  id_id: () => import('../../../locales/id_id/games.json'),
  vi_vn: () => import('../../../locales/vi_vn/games.json'),
};

/** `t` over errors and common, `tg` over the games texts; `ready` once they are loaded. */
export function useGamesT() {
  const { t, tx, ready } = useLazyTexts(NS, LOADERS);
  return { t, tg: tx, ready };
}
