'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { buttonClass } from '@/ui/button';
import { SvgImage } from '@/ui/svg-image';
import { localePath } from '@/i18n/locale-path';
import type { RouteTitle } from '../route-titles';
import { useLocale } from '@/i18n/use-locale';

/**
 * The placeholder of a route whose feature is not built yet: its title, a friendly line and
 * the way back home. `detail` adds context such as an announcement id.
 */
export function ComingSoon({ page, detail }: { page: RouteTitle; detail?: string }) {
  const { t } = useT('common');
  const locale = useLocale();
  const title = t(`routes.${page}`);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-6 text-center sm:py-12">
      <h1 className="mb-6 self-stretch border-b border-gold-500/20 pb-3 text-left text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {title}
        {detail ? <span className="ml-2 text-base font-bold text-mist-400">#{detail}</span> : null}
      </h1>
      <div className="w-full rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 px-6 pb-8 pt-4 shadow-2xl ring-1 ring-gold-500/25">
        <SvgImage src="/images/coming-soon.svg" alt="" width={320} height={240} loading="eager" className="mx-auto h-auto w-56 sm:w-72" />
        <span className="inline-block rounded-full bg-ruby-500 px-3 py-1 text-xs font-black tracking-widest text-white shadow-[0_0_16px_rgb(239_68_68/0.5)]">
          {t('comingSoon.badge')}
        </span>
        <p className="mt-3 text-2xl font-black text-gold-300">{t('comingSoon.title', { page: title })}</p>
        <p className="mx-auto mt-2 max-w-sm text-balance leading-relaxed text-mist-300">{t('comingSoon.body')}</p>
        <Link href={localePath(locale, '/')} className={`${buttonClass('primary', 'lg')} mt-6`}>
          {t('common.backHome')}
        </Link>
      </div>
    </section>
  );
}
