/**
 * The error pages' texts for src/app/global-error.tsx, which has no i18n provider around it:
 * imported, all three languages (about 1 KiB of gzip in every page's first scripts; the in-frame
 * error page reads the same file through the page's i18n instead).
 */
import idId from '@locales/id_id/page-error.json';
import viVn from '@locales/vi_vn/page-error.json';
import zhTw from '@locales/zh_tw/page-error.json';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';

export type PageErrorTexts = typeof zhTw;

const TEXTS: Record<Locale, PageErrorTexts> = { zh_tw: zhTw, id_id: idId, vi_vn: viVn };

/** The texts for a locale code, zh_tw for anything else. */
export function pageErrorTexts(locale: string | undefined): PageErrorTexts {
  return TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
}
