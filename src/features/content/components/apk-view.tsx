import Link from '@/ui/link';
import { requestBrand } from '@/brand/request-brand';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { brandNameIn, contentT, textList } from '../server-texts';
import { ApkButton } from './apk-button';
import { ContentCard, ContentHeading, ContentTitle } from './content-title';

/** The file a download link names (its last path segment). */
export function apkFileName(link: string): string {
  try {
    return decodeURIComponent(new URL(link, 'https://host.invalid').pathname.split('/').pop() ?? '') || link;
  } catch {
    return link;
  }
}

/**
 * /purchaseAPK (Android 安裝檔下載): the brand's APK (brand file `download.apk`, the link the
 * download feature's APK button uses), how to install it safely, and the other ways to get the app.
 */
export async function ApkView({ locale }: { locale: Locale }) {
  const [brand, t] = await Promise.all([requestBrand(), contentT(locale)]);
  const apk = brand.download.apk;
  return (
    <div className="mx-auto max-w-3xl space-y-5 py-4 sm:py-8">
      <ContentTitle lead={t('apk.lead', { name: brandNameIn(brand, locale) })}>{t('apk.title')}</ContentTitle>
      <ContentCard className="text-center">
        <svg viewBox="0 0 96 96" aria-hidden="true" className="mx-auto mb-4 h-20 w-20">
          <rect x="24" y="6" width="48" height="84" rx="9" fill="#151a45" stroke="#e0a82e" strokeWidth="3" />
          <rect x="30" y="16" width="36" height="58" rx="3" fill="#341a5c" />
          <path d="M38 50a10 10 0 0 1 20 0z" fill="#3ddc97" />
          <circle cx="44" cy="45" r="1.6" fill="#151a45" />
          <circle cx="52" cy="45" r="1.6" fill="#151a45" />
          <path d="M40 38l-3-4M56 38l3-4" stroke="#3ddc97" strokeWidth="2" strokeLinecap="round" />
          <path d="M48 56v10m-4-4 4 4 4-4" stroke="#ffe08a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
          <circle cx="48" cy="82" r="3" fill="#e0a82e" />
        </svg>
        {apk ? (
          <>
            <ApkButton href={apk} label={t('apk.download')} />
            <p className="mt-3 break-all font-mono text-xs text-mist-500">{t('apk.file', { file: apkFileName(apk) })}</p>
          </>
        ) : (
          <p className="mx-auto max-w-md text-mist-300">{t('apk.none')}</p>
        )}
        <p className="mt-4 flex items-center justify-center gap-2 text-sm text-mist-400">
          <Icon name="apple" className="h-4 w-4" />
          {t('apk.iosNote')}
        </p>
      </ContentCard>
      <div className="grid gap-5 md:grid-cols-2">
        <ContentCard labelledBy="apk-steps">
          <ContentHeading id="apk-steps">{t('apk.stepsTitle')}</ContentHeading>
          <ol className="list-decimal space-y-2 pl-5 leading-relaxed text-mist-300 marker:font-bold marker:text-gold-300">
            {textList(t, 'apk.steps').map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </ContentCard>
        <ContentCard labelledBy="apk-safety">
          <ContentHeading id="apk-safety">{t('apk.safetyTitle')}</ContentHeading>
          <ul className="list-disc space-y-2 pl-5 leading-relaxed text-mist-300 marker:text-gold-500">
            {textList(t, 'apk.safety').map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </ContentCard>
      </div>
      <div className="text-center">
        <Link href={localePath(locale, '/download')} className={buttonClass('secondary')}>
          {t('apk.other')}
        </Link>
      </div>
    </div>
  );
}
