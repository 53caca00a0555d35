'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { localePath } from '@/i18n/locale-path';
import { useBrandName } from '@/brand/use-brand-name';
import { useLocale } from '@/i18n/use-locale';
import { BrandMark } from '@/ui/brand-mark';

/** Version of the game client bundle shown in the footer (the spec shows one beside the site's). */
export const GAME_VERSION = '1.0.0';

/** Footer: brand, terms links, fair-play notice, site and game versions. */
export function SiteFooter() {
  const { t } = useT('common');
  const locale = useLocale();
  const { name } = useBrandName();

  return (
    <footer className="mt-12 border-t border-white/10 bg-night-950/60 pb-[calc(4.5rem+env(safe-area-inset-bottom))] lg:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-8 text-center text-sm text-mist-400">
        <div className="flex items-center gap-2 text-base font-bold text-mist-300">
          <BrandMark className="h-7 w-7" />
          {name}
        </div>
        <nav className="flex flex-wrap justify-center gap-x-2">
          <Link
            href={localePath(locale, '/support/terms/term-of-service')}
            className="flex min-h-11 items-center px-2 text-mist-300 underline-offset-4 hover:text-gold-300 hover:underline"
          >
            {t('footer.terms')}
          </Link>
          <Link
            href={localePath(locale, '/privacy')}
            className="flex min-h-11 items-center px-2 text-mist-300 underline-offset-4 hover:text-gold-300 hover:underline"
          >
            {t('footer.privacy')}
          </Link>
        </nav>
        <p className="max-w-md text-xs leading-relaxed">{t('footer.notice')}</p>
        <p className="flex flex-wrap justify-center gap-x-3 text-xs text-mist-500" data-testid="versions">
          <span>{t('footer.version', { version: process.env.NEXT_PUBLIC_APP_VERSION ?? '0.0.0' })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('footer.gameVersion', { version: GAME_VERSION })}</span>
        </p>
        <p className="text-xs text-mist-500">{t('footer.copyright', { year: new Date().getFullYear(), brand: name })}</p>
      </div>
    </footer>
  );
}
