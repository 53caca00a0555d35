'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { localePath } from '@/i18n/locale-path';
import { useBrandName } from '@/brand/use-brand-name';
import { useLocale } from '@/i18n/use-locale';
import { BrandMark } from '@/ui/brand-mark';

/** The logo: mark and brand short name, linking home. */
export function BrandLogo() {
  const { t } = useT('common');
  const locale = useLocale();
  const { shortName } = useBrandName();
  return (
    <Link
      href={localePath(locale, '/')}
      aria-label={`${shortName} ${t('nav.home')}`}
      className="flex min-h-11 min-w-0 items-center gap-2 rounded-full pr-2"
    >
      <BrandMark className="h-9 w-9 shrink-0" />
      <span className="truncate bg-gradient-to-b from-gold-300 to-gold-500 bg-clip-text text-lg font-black tracking-wider text-transparent">
        {shortName}
      </span>
    </Link>
  );
}
