'use client';

/** The games texts (locales/<lng>/games.json) load with the play pages' code. */
import { useLazyTexts } from '@/i18n/lazy-texts';
import { GAMES_NS, GAMES_TEXT_LOADERS } from './text-loaders';

/**
 * `t` over errors and common, `tg` over the games texts; `ready` once they are loaded.
 * `initial`: the texts of the page's language, when the page was rendered with them (the play
 * pages): ready at once, on the server too.
 */
export function useGamesT(initial?: object) {
  const { t, tx, ready, failed, retry } = useLazyTexts(GAMES_NS, GAMES_TEXT_LOADERS, undefined, initial);
  return { t, tg: tx, ready, failed, retry };
}
