'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { buttonClass } from '@/ui/button';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { BrandMark } from '@/ui/brand-mark';

/** The localized 404 inside the site frame. */
export function NotFoundView() {
  const { t } = useT('common');
  const locale = useLocale();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center sm:py-20">
      <div className="relative">
        <p aria-hidden="true" className="bg-gradient-to-b from-gold-300 via-gold-400 to-gold-600 bg-clip-text text-[7rem] font-black leading-none text-transparent drop-shadow-[0_0_24px_rgb(247_201_72/0.35)]">
          404
        </p>
        <BrandMark className="absolute -right-6 -top-4 h-14 w-14 rotate-12" />
      </div>
      <h1 className="text-2xl font-black text-white">{t('notFound.title')}</h1>
      <p className="text-balance leading-relaxed text-mist-300">{t('notFound.body')}</p>
      <Link href={localePath(locale, '/')} className={`${buttonClass('primary', 'lg')} mt-2`}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
