'use client';

/** The club texts (locales/<lng>/club.json) load with the club page's code. */
import { useCallback } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';
import { errorMessage } from '@/protocol/errors';

export const CLUB_NS = 'club';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/club.json'),
  id_id: () => import('../../../locales/id_id/club.json'),
  vi_vn: () => import('../../../locales/vi_vn/club.json'),
};


export type ClubT = (key: string, options?: Record<string, unknown>) => string;

/**
 * `tk` over the club texts (keys without the namespace), `tc` over common, `errorText(code,
 * message)` for a refusal: the shared error texts (200098–200115, 100017), else the server's
 * message.
 */
export function useClubT() {
  const { t, tx, i18n, ready, failed, retry } = useLazyTexts(CLUB_NS, LOADERS);
  const errorText = useCallback(
    (code: number, message = ''): string => errorMessage(t, { code, message }) ?? String(t(`${CLUB_NS}:failed`)),
    [t],
  );
  const tc: ClubT = (key, options) => String(t(key, { ns: 'common', ...options }));
  // the CSV exports' column titles follow the page's language (the lobby knows these three)
  const lang: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return { t, tk: tx as ClubT, tc, errorText, lang, ready, failed, retry };
}
