'use client';

/** The rank and ban list texts (locales/<lng>/rank.json) load with these pages' code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'rank';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/rank.json'),
  id_id: () => import('../../../locales/id_id/rank.json'),
  vi_vn: () => import('../../../locales/vi_vn/rank.json'),
};

export type RankT = (key: string, options?: Record<string, unknown>) => string;

/** `t` over errors and common, `tr` over the rank texts; `ready` once they are loaded. */
export function useRankT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, tr: tx as RankT, ready, failed, retry };
}
