'use client';

/** The reward pages' texts (locales/<lng>/rewards.json) load with their code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'rewards';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/rewards.json'),
  id_id: () => import('../../../locales/id_id/rewards.json'),
  vi_vn: () => import('../../../locales/vi_vn/rewards.json'),
};

/** `t` over errors and common, `tr` over the rewards texts; `ready` once they are loaded. */
export function useRewardsT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, tr: tx, ready, failed, retry };
}
