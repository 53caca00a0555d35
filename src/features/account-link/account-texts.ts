'use client';

/**
 * The `account` texts (locales/<lng>/account.json) load with this feature's code, not with
 * every page (next-i18next.config.js): added to the page's i18next on first render, like the
 * red envelope texts. `ready` turns true once they are there.
 */
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useT } from 'next-i18next/client';

export const NS = 'account';

const LOADERS: Record<string, () => Promise<{ default: object }>> = {
  zh_tw: () => import('../../../locales/zh_tw/account.json'),
  id_id: () => import('../../../locales/id_id/account.json'),
  vi_vn: () => import('../../../locales/vi_vn/account.json'),
};

/** Adds the account texts of `lng` (zh_tw for an unknown one) to `i18n`, once. */
export async function loadAccountTexts(i18n: I18n, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, NS)) return;
  const texts = await (LOADERS[lng] ?? LOADERS.zh_tw!)();
  i18n.addResourceBundle(lng, NS, texts.default, true, false);
}

/** `t` over errors and common, `ta` over the account texts (keys without the namespace). */
export function useAccountT() {
  const { t, i18n } = useT(['errors', 'common']);
  const lng = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(() => (i18n.hasResourceBundle(lng, NS) ? lng : null));
  useEffect(() => {
    if (loadedFor === lng) return;
    let live = true;
    loadAccountTexts(i18n, lng).then(
      () => live && setLoadedFor(lng),
      (error: unknown) => console.error('account texts failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [i18n, lng, loadedFor]);
  const ta = (key: string, options?: Record<string, unknown>): string => t(`${NS}:${key}`, options ?? {});
  return { t, ta, ready: loadedFor === lng };
}
