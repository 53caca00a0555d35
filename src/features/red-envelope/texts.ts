'use client';

/**
 * The envelope texts (locales/<lng>/red-envelope.json) are not among the namespaces every page
 * carries (next-i18next.config.js): the envelope UI loads its own file with its code and adds
 * it to the page's i18next. `ready` turns true once it is there (at once when already added).
 */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';
import { errorMessage } from '@/protocol/errors';

export const NS = 'red-envelope';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/red-envelope.json'),
  id_id: () => import('../../../locales/id_id/red-envelope.json'),
  vi_vn: () => import('../../../locales/vi_vn/red-envelope.json'),
};

/**
 * `t` over the error and common texts, `te` over the envelope texts (keys without the
 * namespace); `ready` once the envelope file is loaded.
 */
export function useEnvelopeT() {
  const { t, tx, i18n, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  /** A refusal's text (envelope context: 100013 is 查無紅包); no reply or a silent code: the network text. */
  const codeText = (code: number | null | undefined): string =>
    (code ? errorMessage(t, { code, context: 'redEnvelope' }) : null) ?? tx('overlay.noReply');
  return { t, te: tx, codeText, i18n, ready, failed, retry };
}
