/** Test-only: a render with the real zh_tw `common` and `passbook` texts and a chosen brand. */
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import type { BankBookRequest, BankBookResult, PassbookEntry, Result } from '@/protocol';
import common from '@locales/zh_tw/common.json';
import passbook from '@locales/zh_tw/passbook.json';

/** 2025-01-15 12:00 in Taipei. */
export const T0 = Date.UTC(2025, 0, 15, 4, 0, 0);

export function renderPassbook(ui: ReactElement, brandId: BrandId = 'crab') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'zh_tw',
    fallbackLng: 'zh_tw',
    ns: ['common', 'passbook'],
    defaultNS: 'common',
    resources: { zh_tw: { common, passbook } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>{children}</BrandProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

export function entry(fields: Partial<PassbookEntry> & { ID: number }): PassbookEntry {
  return { CreateTime: T0, ItemID: 1, Source: 'bindPhone', Reason: 'bindPhoneBonus', Detail: '手機綁定獎勵', BeforeAmount: 0, AfterAmount: 30_000, ...fields };
}

/**
 * A loader whose answers the test gives: `calls` records each payload; `answer(i, result)`
 * resolves the i-th request.
 */
export function manualLoader() {
  const calls: BankBookRequest[] = [];
  const pending: ((answer: Result<BankBookResult>) => void)[] = [];
  const load = (payload: BankBookRequest) =>
    new Promise<Result<BankBookResult>>((resolve) => {
      calls.push(payload);
      pending.push(resolve);
    });
  const page = (payload: BankBookRequest, total: number, list: PassbookEntry[]): BankBookResult => ({ Tab: payload.Tab, Page: payload.Page, PerPage: payload.PerPage, Total: total, List: list });
  return {
    load,
    calls,
    /** Answers request `index` (default: the last) with a page of `list` out of `total`. */
    answer(total: number, list: PassbookEntry[] = [], index = calls.length - 1) {
      pending[index]!({ ok: true, result: page(calls[index]!, total, list) });
    },
    refuse(code: number, index = calls.length - 1) {
      pending[index]!({ ok: false, code, message: '' });
    },
  };
}
