'use client';

/**
 * The envelope texts (locales/<lng>/red-envelope.json) are not among the namespaces every page
 * carries (next-i18next.config.js): the envelope UI loads its own file with its code and adds
 * it to the page's i18next. `ready` turns true once it is there (at once when already added).
 */
import { useEffect, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useT } from 'next-i18next/client';
import { errorMessage } from '@/protocol/errors';

export const NS = 'red-envelope';

const LOADERS: Record<string, () => Promise<{ default: object }>> = {
  zh_tw: () => import('../../../locales/zh_tw/red-envelope.json'),
  id_id: () => import('../../../locales/id_id/red-envelope.json'),
  vi_vn: () => import('../../../locales/vi_vn/red-envelope.json'),
};

/** Adds the envelope texts of `lng` (zh_tw for an unknown one) to `i18n`, once. */
export async function loadEnvelopeTexts(i18n: I18n, lng: string): Promise<void> {
  if (i18n.hasResourceBundle(lng, NS)) return;
  const texts = await (LOADERS[lng] ?? LOADERS.zh_tw!)();
  i18n.addResourceBundle(lng, NS, texts.default, true, false);
}

/**
 * `t` over the error and common texts (the namespaces every page has), `te` over the envelope
 * texts (keys without the namespace); `ready` once the envelope file is loaded. The envelope
 * namespace is addressed by prefix, so i18next never tries to fetch it itself.
 */
export function useEnvelopeT() {
  const { t, i18n } = useT(['errors', 'common']);
  const lng = i18n.language;
  const [loadedFor, setLoadedFor] = useState<string | null>(() => (i18n.hasResourceBundle(lng, NS) ? lng : null));
  useEffect(() => {
    if (loadedFor === lng) return;
    let live = true;
    loadEnvelopeTexts(i18n, lng).then(
      () => live && setLoadedFor(lng),
      (error: unknown) => console.error('red envelope texts failed to load', error),
    );
    return () => {
      live = false;
    };
  }, [i18n, lng, loadedFor]);
  const te = (key: string, options?: Record<string, unknown>): string => t(`${NS}:${key}`, options ?? {});
  /** A refusal's text (envelope context: 100013 is 查無紅包); no reply or a silent code: the network text. */
  const codeText = (code: number | null | undefined): string =>
    (code ? errorMessage(t, { code, context: 'redEnvelope' }) : null) ?? te('overlay.noReply');
  return { t, te, codeText, i18n, ready: loadedFor === lng };
}
