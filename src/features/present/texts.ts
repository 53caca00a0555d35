'use client';

import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const PRESENT_NS = 'present';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/present.json'),
  id_id: () => import('../../../locales/id_id/present.json'),
  vi_vn: () => import('../../../locales/vi_vn/present.json'),
};

/** The gift records texts (locales/<lng>/present.json), loaded with the page's code. */
export function usePresentT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(PRESENT_NS, LOADERS);
  return { t, tn: tx, ready, failed, retry };
}
