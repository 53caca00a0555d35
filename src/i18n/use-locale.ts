'use client';

import { useParams } from 'next/navigation';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/i18n/locales';

/** The locale of the current route (`[locale]` segment), zh_tw outside one. */
export function useLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  const value = params?.locale;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
