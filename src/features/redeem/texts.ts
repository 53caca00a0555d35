'use client';

/** The redeem dialog's texts (locales/<lng>/redeem.json) load with its code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'redeem';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/redeem.json'),
  id_id: () => import('../../../locales/id_id/redeem.json'),
  vi_vn: () => import('../../../locales/vi_vn/redeem.json'),
};

/** `t` over errors and common, `tr` over the redeem texts; `ready` once they are loaded. */
export function useRedeemT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, tr: tx, ready, failed, retry };
}
