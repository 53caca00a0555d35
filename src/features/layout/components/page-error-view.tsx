'use client';

import { useEffect } from 'react';
import { useT } from 'next-i18next/client';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { Button, buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { isChunkLoadError, sessionStore, takeAutoReload } from '../page-error';

/**
 * What a page that failed shows inside the site frame (src/app/[locale]/error.tsx). A script
 * that did not load (a release since the page was opened) reloads the page once by itself and
 * otherwise offers 重新整理; any other error offers 再試一次 (render the page again) and the way
 * home, as a full load: the router that failed is not asked to navigate.
 */
export function PageErrorView({ error, reset, locale }: { error: Error; reset: () => void; locale: Locale }) {
  const { t } = useT('page-error');
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    console.error('the page failed', error);
    if (chunk && takeAutoReload(sessionStore(), window.location.pathname, Date.now())) window.location.reload();
  }, [error, chunk]);

  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-12 text-center sm:py-20">
      <span className="flex h-20 w-20 items-center justify-center rounded-full bg-gold-400/10 ring-1 ring-gold-400/40">
        <Icon name={chunk ? 'replay' : 'warning'} className="h-10 w-10 text-gold-300" />
      </span>
      <h1 className="text-2xl font-black text-white">{chunk ? t('updatedTitle') : t('title')}</h1>
      <p className="text-balance leading-relaxed text-mist-300">{chunk ? t('updatedBody') : t('body')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        {chunk ? (
          <Button size="lg" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        ) : (
          <Button size="lg" onClick={reset}>
            {t('retry')}
          </Button>
        )}
        <a href={localePath(locale, '/')} className={buttonClass('secondary', 'lg')}>
          {t('home')}
        </a>
      </div>
    </section>
  );
}
