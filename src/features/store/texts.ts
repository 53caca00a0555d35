'use client';

/** The store texts (locales/<lng>/store.json) load with the store pages' code. */
import { useCallback } from 'react';
import { useLazyTexts, type TextLoaders } from '@/i18n/lazy-texts';
import { errorMessage } from '@/protocol/errors';

export const NS = 'store';

const LOADERS: TextLoaders = {
  zh_tw: () => import('../../../locales/zh_tw/store.json'),
  id_id: () => import('../../../locales/id_id/store.json'),
  vi_vn: () => import('../../../locales/vi_vn/store.json'),
};

export type StoreT = (key: string, options?: Record<string, unknown>) => string;

/**
 * `t` over errors and common, `ts` over the store texts, `tc` over common, `errorText(code, message)` for a
 * refusal: the store's own text for its codes (200451…), else the shared error texts.
 */
export function useStoreT() {
  const { t, tx, i18n, ready, failed, retry } = useLazyTexts(NS, LOADERS);
  const ts = tx as StoreT;
  const errorText = useCallback(
    (code: number, message = ''): string => {
      const key = `${NS}:errors.${code}`;
      if (i18n.exists(key)) return String(t(key));
      return errorMessage(t, { code, message }) ?? '';
    },
    [i18n, t],
  );
  const tc: StoreT = (key, options) => String(t(key, { ns: 'common', ...options }));
  return { t, ts, tc, errorText, ready, failed, retry };
}
