'use client';

/**
 * The profile card and friends texts (locales/<lng>/profile.json) are not among the
 * namespaces every page carries (next-i18next.config.js): they load with the card's code, the
 * way the red envelope's do (src/features/red-envelope/texts.ts), and `ready` turns true once
 * they are added to the page's i18next.
 */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const PROFILE_NS = 'profile';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/profile.json'),
  id_id: () => import('../../../locales/id_id/profile.json'),
  vi_vn: () => import('../../../locales/vi_vn/profile.json'),
};

/**
 * `t` over the common, error and chat texts, `tp` over the profile texts (keys without the
 * namespace), `ready` once the profile file is there.
 */
export function useProfileT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(PROFILE_NS, LOADERS, ['common', 'errors', 'chat']);
  return { t, tp: tx, ready, failed, retry };
}
