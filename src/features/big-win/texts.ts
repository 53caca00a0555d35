'use client';

/** The big-win texts (locales/<lng>/big-win.json) load with the banner's code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'big-win';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/big-win.json'),
  id_id: () => import('../../../locales/id_id/big-win.json'),
  vi_vn: () => import('../../../locales/vi_vn/big-win.json'),
};

/** `t` over errors and common, `tb` over the big-win texts; `ready` once they are loaded. */
export function useBigWinT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, tb: tx, ready, failed, retry };
}
