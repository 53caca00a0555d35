'use client';

/**
 * The `account` texts (locales/<lng>/account.json) load with this feature's code, not with
 * every page (next-i18next.config.js): added to the page's i18next on first render, like the
 * red envelope texts. `ready` turns true once they are there.
 */
import { loadLazyTexts, useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'account';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/account.json'),
  id_id: () => import('../../../locales/id_id/account.json'),
  vi_vn: () => import('../../../locales/vi_vn/account.json'),
};

/** Adds the account texts of `lng` (zh_tw for an unknown one) to `i18n`, once. */
export const loadAccountTexts = (i18n: Parameters<typeof loadLazyTexts>[0], lng: string): Promise<void> => loadLazyTexts(i18n, lng, NS, LOADERS);

/** `t` over errors and common, `ta` over the account texts (keys without the namespace). */
export function useAccountT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, ta: tx, ready, failed, retry };
}
