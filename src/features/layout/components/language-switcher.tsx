'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { LOCALE_COOKIE, type Locale } from '@/i18n/locales';
import { Icon } from '@/ui/icon';
import { Select } from '@/ui/select';
import { switchLocalePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';

/** Switches language by opening the same page under the other locale (the brand's locales only). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useT('common');
  const locale = useLocale();
  const pathname = usePathname();
  const router = useRouter();
  const brand = useBrand();
  const locales: readonly Locale[] = brand.locales.includes(locale) ? brand.locales : [locale, ...brand.locales];
  if (locales.length < 2) return null;

  const change = (next: Locale) => {
    // Paths without a locale (typed by hand, old links) then land in the chosen language.
    document.cookie = `${LOCALE_COOKIE}=${next};path=/;max-age=31536000;SameSite=Lax`;
    router.push(`${switchLocalePath(pathname, next)}${window.location.search}`);
  };

  return (
    <Select
      className={className}
      label={t('nav.language')}
      options={locales.map((value) => ({ value, label: t(`locales.${value}`) }))}
      value={locale}
      onChange={change}
      compact
      align="right"
      icon={<Icon name="globe" className="h-5 w-5 shrink-0 text-gold-300" />}
    />
  );
}
