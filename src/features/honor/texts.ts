'use client';

/** The honor list texts (locales/<lng>/honor.json) load with the panel's code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'honor';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/honor.json'),
  id_id: () => import('../../../locales/id_id/honor.json'),
  vi_vn: () => import('../../../locales/vi_vn/honor.json'),
};

/** `t` over errors and common, `th` over the honor texts; `ready` once they are loaded. */
export function useHonorT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, th: tx, ready, failed, retry };
}
