/**
 * Whether following a link leaves the play page (chat §2/§8: leaving /play with a game window
 * open asks first). Links to the page itself and below it (the lobby with or without a window,
 * /play/now) stay; other pages of the site leave; other sites are left to the browser's own
 * beforeunload prompt.
 * @example leavesPage('http://x/zh_tw/rank/coin', 'http://x', '/play') === true
 */
import { stripLocale } from '@/i18n/locale-path';

export function leavesPage(href: string, origin: string, page: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  const path = stripLocale(url.pathname);
  return path !== page && !path.startsWith(`${page}/`);
}
