'use client';

/** The invoice settings' texts (locales/<lng>/invoice.json) load with their code. */
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';

export const NS = 'invoice';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/invoice.json'),
  id_id: () => import('../../../locales/id_id/invoice.json'),
  vi_vn: () => import('../../../locales/vi_vn/invoice.json'),
};

/** `t` over errors and common, `ti` over the invoice texts; `ready` once they are loaded. */
export function useInvoiceT() {
  const { t, tx, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  return { t, ti: tx, ready, failed, retry };
}
