import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { BrandProvider, getBrand, type BrandId } from '@/brand';
import common from '@locales/zh_tw/common.json';
import errors from '@locales/zh_tw/errors.json';
import auth from '@locales/zh_tw/auth.json';

/**
 * Test-only: an i18next instance with the real zh_tw `common`, `errors` and `auth` texts, so
 * component tests assert the spec's wording.
 */
export function createTestI18n(): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'zh_tw',
    fallbackLng: 'zh_tw',
    ns: ['common', 'errors', 'auth'],
    defaultNS: 'common',
    resources: {
      zh_tw: { common, errors, auth },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders `ui` inside an I18nextProvider holding the zh_tw texts and a BrandProvider. */
export function renderWithI18n(
  ui: ReactElement,
  { brandId = 'crab', ...options }: Omit<RenderOptions, 'wrapper'> & { brandId?: BrandId } = {},
) {
  const i18n = createTestI18n();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <BrandProvider brand={getBrand(brandId)}>{children}</BrandProvider>
    </I18nextProvider>
  );
  return { i18n, ...render(ui, { wrapper: Wrapper, ...options }) };
}
