'use client';

/**
 * The profile card and friends texts (locales/<lng>/profile.json) are not among the
 * namespaces every page carries (next-i18next.config.js): they load with the card's code, the
 * way the red envelope's do (src/features/red-envelope/texts.ts), and `ready` turns true once
 * they are added to the page's i18next.
 */
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useT } from 'next-i18next/client';

export const PROFILE_NS = 'profile';

const LOADERS: Record<string, () => Promise<{ default: object }>> = {
  zh_tw: () => import('../../../locales/zh_tw/profile.json'),
  id_id: () => import('../../../locales/id_id/profile.json'),
  vi_vn: () => import('../../../locales/vi_vn/profile.json'),
};

/** Adds the profile texts of `lng` (zh_tw for an unknown one) to `i18n`, once. */
export async function loadProfileTexts(i18n: I18n, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, PROFILE_NS)) return;
  const texts = await (LOADERS[lng] ?? LOADERS.zh_tw!)();
  i18n.addResourceBundle(lng, PROFILE_NS, texts.default, true, false);
}

/**
 * `t` over the common and error texts, `tp` over the profile texts (keys without the
 * namespace), `ready` once the profile file is there.
 */
export function useProfileT() {
  const { t, i18n } = useT(['common', 'errors', 'chat']);
  const lng = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(() => (i18n.hasResourceBundle(lng, PROFILE_NS) ? lng : null));
  useEffect(() => {
    if (loadedFor === lng) return;
    let live = true;
    loadProfileTexts(i18n, lng).then(
      () => live && setLoadedFor(lng),
      (error: unknown) => console.error('profile texts failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [i18n, lng, loadedFor]);
  const tp = (key: string, options?: Record<string, unknown>): string => t(`${PROFILE_NS}:${key}`, options ?? {});
  return { t, tp, ready: loadedFor === lng };
}
