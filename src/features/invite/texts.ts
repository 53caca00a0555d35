'use client';

import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const INVITE_NS = 'invite';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/invite.json'),
  id_id: () => import('../../../locales/id_id/invite.json'),
  vi_vn: () => import('../../../locales/vi_vn/invite.json'),
};

/** The invitation texts (locales/<lng>/invite.json), loaded with the invitation code. */
export function useInviteT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(INVITE_NS, LOADERS);
  return { t, tn: tx, ready, failed, retry };
}
