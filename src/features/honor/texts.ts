'use client';

/**
 * The honor list texts (locales/<lng>/honor.json) load with the panel's code, not with every
 * page (next-i18next.config.js), like the red envelope's. `ready` once they are there.
 */
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useT } from 'next-i18next/client';

export const NS = 'honor';

const LOADERS: Record<string, () => Promise<{ default: object }>> = {
  zh_tw: () => import('../../../locales/zh_tw/honor.json'),
  id_id: () => import('../../../locales/id_id/honor.json'),
  vi_vn: () => import('../../../locales/vi_vn/honor.json'),
};

export async function loadHonorTexts(i18n: I18n, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, NS)) return;
  const texts = await (LOADERS[lng] ?? LOADERS.zh_tw!)();
  i18n.addResourceBundle(lng, NS, texts.default, true, false);
}

/** `t` over errors and common, `th` over the honor texts; `ready` once they are loaded. */
export function useHonorT() {
  const { t, i18n } = useT(['errors', 'common']);
  const lng = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(() => (i18n.hasResourceBundle(lng, NS) ? lng : null));
  useEffect(() => {
    if (loadedFor === lng) return;
    let live = true;
    loadHonorTexts(i18n, lng).then(
      () => live && setLoadedFor(lng),
      (error: unknown) => console.error('honor texts failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [i18n, lng, loadedFor]);
  const th = (key: string, options?: Record<string, unknown>): string => t(`${NS}:${key}`, options ?? {});
  return { t, th, ready: loadedFor === lng };
}
