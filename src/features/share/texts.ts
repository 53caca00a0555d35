'use client';

/**
 * The share texts (locales/<lng>/share.json) are not among the namespaces every page carries:
 * the dialog loads its own file with its code and adds it to the page's i18next (as the red
 * envelope does). `ready` turns true once it is there.
 */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';
import { errorMessage } from '@/protocol/errors';

export const NS = 'share';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/share.json'),
  id_id: () => import('../../../locales/id_id/share.json'),
  vi_vn: () => import('../../../locales/vi_vn/share.json'),
};

/** `ts` over the share texts, `codeText` for a refusal's code; `ready` once the file is loaded. */
export function useShareT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  /** A refusal's text; no reply (null / -1) or a silent code: the network text. */
  const codeText = (code: number | null | undefined): string =>
    (code && code > 0 ? errorMessage(t, { code }) : null) ?? tx('noReply');
  return { t, ts: tx, codeText, ready, failed, retry };
}
