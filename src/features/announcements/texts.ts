'use client';

/** The announcement texts (locales/<lng>/announcements.json) load with the news pages' code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

import { NS } from './texts-ns';

export { NS };

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/announcements.json'),
  id_id: () => import('../../../locales/id_id/announcements.json'),
  vi_vn: () => import('../../../locales/vi_vn/announcements.json'),
};

/** `t` over errors and common, `ta` over the announcement texts; `ready` once they are loaded. */
export function useAnnouncementsT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, ta: tx, ready, failed, retry };
}
