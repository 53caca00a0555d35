import { isLocale, type Locale } from '@/i18n/locales';

/**
 * A site path under a locale.
 * @example localePath('zh_tw', '/rank/coin') === '/zh_tw/rank/coin'; localePath('zh_tw', '/') === '/zh_tw'
 */
export function localePath(locale: Locale, path: string): string {
  return `/${locale}${path === '/' || path === '' ? '' : path}`;
}

/**
 * A pathname without its locale segment ('/' for the home page).
 * @example stripLocale('/id_id/support/qna') === '/support/qna'
 */
export function stripLocale(pathname: string): string {
  const [, first = '', ...rest] = pathname.split('/');
  if (!isLocale(first)) return pathname || '/';
  return `/${rest.join('/')}`.replace(/\/$/, '') || '/';
}

/**
 * The same page under another locale.
 * @example switchLocalePath('/zh_tw/rank/coin', 'vi_vn') === '/vi_vn/rank/coin'
 */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localePath(locale, stripLocale(pathname));
}
