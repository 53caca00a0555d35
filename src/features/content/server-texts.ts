/**
 * Server-side texts of the content pages. Their namespaces (content, content-terms,
 * content-privacy, content-qna, content-documents) are not in next-i18next.config.js: the
 * page is rendered on the server from them and only its HTML travels, so a long legal text
 * never rides along with other pages (the layout hands the client only the config's list).
 */
import type { TFunction } from 'i18next';
import type { BrandConfig } from '@/brand/types';
import { getT } from '@/i18n/server';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';

export const ContentNs = {
  Ui: 'content',
  Terms: 'content-terms',
  Privacy: 'content-privacy',
  Qna: 'content-qna',
  Documents: 'content-documents',
} as const;
export type ContentNamespace = (typeof ContentNs)[keyof typeof ContentNs];

/** The route's locale, zh_tw for anything else. */
export const contentLocale = (value: string): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** `t` over one content namespace in `locale`. */
export async function contentT(locale: Locale, ns: ContentNamespace = ContentNs.Ui): Promise<TFunction> {
  const { t } = await getT(ns, { lng: locale });
  return t as TFunction;
}

/** A list (array of strings) under `key`; empty when the key is missing or not a list. */
export function textList(t: TFunction, key: string, options: Record<string, unknown> = {}): string[] {
  const value: unknown = t(key, { ...options, returnObjects: true });
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The keys of the object under `key`, in file order (section and group ids). */
export function textKeys(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
}

/** The brand's display name in `locale` (zh_tw when it has none there). */
export function brandNameIn(brand: BrandConfig, locale: Locale): string {
  return (brand.metadata[locale] ?? brand.metadata.zh_tw).name;
}
