'use client';

/**
 * The share texts (locales/<lng>/share.json) are not among the namespaces every page carries:
 * the dialog loads its own file with its code and adds it to the page's i18next (as the red
 * envelope does). `ready` turns true once it is there.
 */
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useT } from 'next-i18next/client';
import { errorMessage } from '@/protocol/errors';

export const NS = 'share';

const LOADERS: Record<string, () => Promise<{ default: object }>> = {
  zh_tw: () => import('../../../locales/zh_tw/share.json'),
  id_id: () => import('../../../locales/id_id/share.json'),
  vi_vn: () => import('../../../locales/vi_vn/share.json'),
};

/** Adds the share texts of `lng` (zh_tw for an unknown one) to `i18n`, once. */
export async function loadShareTexts(i18n: I18n, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, NS)) return;
  const texts = await (LOADERS[lng] ?? LOADERS.zh_tw!)();
  i18n.addResourceBundle(lng, NS, texts.default, true, false);
}

/** `ts` over the share texts, `codeText` for a refusal's code; `ready` once the file is loaded. */
export function useShareT() {
  const { t, i18n } = useT(['errors', 'common']);
  const lng = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(() => (i18n.hasResourceBundle(lng, NS) ? lng : null));
  useEffect(() => {
    if (loadedFor === lng) return;
    let live = true;
    loadShareTexts(i18n, lng).then(
      () => live && setLoadedFor(lng),
      (error: unknown) => console.error('share texts failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [i18n, lng, loadedFor]);
  const ts = (key: string, options?: Record<string, unknown>): string => t(`${NS}:${key}`, options ?? {});
  /** A refusal's text; no reply (null / -1) or a silent code: the network text. */
  const codeText = (code: number | null | undefined): string =>
    (code && code > 0 ? errorMessage(t, { code }) : null) ?? ts('noReply');
  return { t, ts, codeText, ready: loadedFor === lng };
}
