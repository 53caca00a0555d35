'use client';

/**
 * A namespace a page does not carry at first render (next-i18next.config.js), loaded with the
 * feature's code and added to the page's i18next (the pattern of the red envelope's texts).
 * `ready` turns true once it is there; keys are addressed as `ns:key`, so i18next never tries
 * to fetch the file itself.
 */
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useT } from 'next-i18next/client';

export type TextLoaders = Record<string, () => Promise<{ default: object }>>;

/** Adds `ns` of `lng` (zh_tw for an unknown language) to `i18n`, once. */
export async function loadTexts(i18n: I18n, lng: string, ns: string, loaders: TextLoaders): Promise<void> {
  if (i18n.hasResourceBundle(lng, ns)) return;
  const texts = await (loaders[lng] ?? loaders.zh_tw!)();
  i18n.addResourceBundle(lng, ns, texts.default, true, false);
}

/** `t` over errors and common; `tn` over the lazy namespace (keys without the prefix). */
export function useLazyTexts(ns: string, loaders: TextLoaders) {
  const { t, i18n } = useT(['errors', 'common']);
  const lng = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(() => (i18n.hasResourceBundle(lng, ns) ? lng : null));
  useEffect(() => {
    if (loadedFor === lng) return;
    let live = true;
    loadTexts(i18n, lng, ns, loaders).then(
      () => live && setLoadedFor(lng),
      (error: unknown) => console.error(`${ns} texts failed to load`, error),
    );
    return () => {
      live = false;
    };
  }, [i18n, lng, ns, loaders, loadedFor]);
  const tn = (key: string, options?: Record<string, unknown>): string => t(`${ns}:${key}`, options ?? {});
  return { t, tn, ready: loadedFor === lng };
}
