'use client';

import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { useBrandName } from '@/brand/use-brand-name';
import { Icon } from '@/ui/icon';
import { offeredKinds } from '../links';
import { DownloadButtons } from './download-buttons';

const FEATURES = [
  { key: 'play', icon: 'gamepad' },
  { key: 'chat', icon: 'chat' },
  { key: 'gift', icon: 'gift' },
] as const;

/** /download (下載專區): the brand's app, its store and APK buttons; on desktop they show the QR. */
export function DownloadPage() {
  const { t } = useT('download');
  const { download } = useBrand();
  const { name } = useBrandName();
  const kinds = offeredKinds(download);

  return (
    <section className="mx-auto max-w-3xl py-4 sm:py-8">
      <h1 className="mb-6 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {t('page.title')}
      </h1>
      <div className="rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 px-5 py-8 text-center shadow-2xl ring-1 ring-gold-500/25 sm:px-10">
        <p className="mx-auto max-w-xl text-balance text-lg font-bold leading-relaxed text-white">{t('page.lead', { name })}</p>
        <ul className="mx-auto mt-6 grid max-w-xl gap-3 sm:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f.key} className="flex items-center gap-2 rounded-2xl bg-night-950/60 px-3 py-3 text-sm text-mist-300 ring-1 ring-white/10 sm:flex-col sm:text-center">
              <Icon name={f.icon} className="h-6 w-6 shrink-0 text-gold-300" />
              <span>{t(`page.features.${f.key}`)}</span>
            </li>
          ))}
        </ul>
        {kinds.length === 0 ? (
          <p className="mt-8 text-mist-300">{t('page.none')}</p>
        ) : (
          <>
            <h2 className="mb-4 mt-8 text-sm font-bold tracking-wide text-gold-300">{t('page.stores')}</h2>
            <DownloadButtons from="page" />
            <p className="mt-5 hidden text-sm text-mist-400 lg:block">{t('page.scanHint')}</p>
            {kinds.includes('apk') ? <p className="mx-auto mt-3 max-w-md text-xs text-mist-500">{t('page.apkNote')}</p> : null}
          </>
        )}
      </div>
    </section>
  );
}
