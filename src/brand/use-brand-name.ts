'use client';

import { useBrand } from './brand-context';
import { useLocale } from '@/i18n/use-locale';

/** The brand's names in the current locale (zh_tw when the brand has none for it). */
export function useBrandName(): { shortName: string; name: string } {
  const brand = useBrand();
  const locale = useLocale();
  const metadata = brand.metadata[locale] ?? brand.metadata.zh_tw;
  return { shortName: metadata.shortName, name: metadata.name };
}
