/**
 * Which of a brand's locales a request gets. Every brand offers zh_tw and id_id (chat §9);
 * monkey and tha add vi_vn (docs/decisions/006-brand-data.md; the proxy:
 * docs/decisions/168-proxy-enforces-brand-locales.md). A locale the brand does not offer is never
 * shown: the proxy sends such a URL to the same page in an offered one.
 */
import { isLocale, localeFromAcceptLanguage, type Locale } from '@/i18n/locales';
import type { BrandConfig } from './types';

/** True when `brand` offers `locale`. */
export function offersLocale(brand: BrandConfig, locale: string): locale is Locale {
  return isLocale(locale) && (brand.locales as readonly string[]).includes(locale);
}

/**
 * The first of `wishes` (cookie, Accept-Language…) the brand offers, else its default.
 * @example pickBrandLocale(owl, ['vi_vn', 'id_id']) === 'id_id'
 */
export function pickBrandLocale(brand: BrandConfig, wishes: readonly (string | null | undefined)[]): Locale {
  for (const wish of wishes) if (wish && offersLocale(brand, wish)) return wish;
  return brand.locales[0];
}

/**
 * The visitor's most wanted language among those the brand offers (Accept-Language with its
 * q-values; a language the brand lacks is passed over, not the end of the search).
 * @example acceptedBrandLocale(owl, 'vi-VN,id;q=0.8') === 'id_id'
 */
export function acceptedBrandLocale(brand: BrandConfig, header: string | null | undefined): Locale | null {
  if (!header) return null;
  const usable = header.split(',').filter((part) => {
    const locale = localeFromAcceptLanguage(part);
    return locale !== null && offersLocale(brand, locale);
  });
  return localeFromAcceptLanguage(usable.join(','));
}
