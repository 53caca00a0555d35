import Link from '@/ui/link';
import { requestBrand } from '@/brand/request-brand';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { Icon, type IconName } from '@/ui/icon';
import { LEGAL_UPDATED } from '../legal';
import { brandNameIn, contentT } from '../server-texts';
import { ContentTitle } from './content-title';

const DOCS: { key: string; href: string; icon: IconName; updated?: string }[] = [
  { key: 'terms', href: '/support/terms/term-of-service', icon: 'book', updated: LEGAL_UPDATED.terms },
  { key: 'privacy', href: '/privacy', icon: 'shield', updated: LEGAL_UPDATED.privacy },
  { key: 'documents', href: '/support/document', icon: 'news' },
  { key: 'banList', href: '/support/ban-list', icon: 'warning' },
];

/** /support/terms (條款與政策): the documents a player agrees to or may need, one card each. */
export async function TermsIndexView({ locale }: { locale: Locale }) {
  const [brand, t] = await Promise.all([requestBrand(), contentT(locale)]);
  return (
    <div className="mx-auto max-w-4xl py-4 sm:py-8">
      <ContentTitle lead={t('termsIndex.lead', { brand: brandNameIn(brand, locale) })}>{t('termsIndex.title')}</ContentTitle>
      <ul className="grid gap-4 sm:grid-cols-2">
        {DOCS.map((d) => (
          <li key={d.key}>
            <Link
              href={localePath(locale, d.href)}
              className="group flex h-full gap-4 rounded-3xl bg-gradient-to-b from-plum-800/70 to-night-900/80 p-5 ring-1 ring-gold-500/20 transition hover:-translate-y-0.5 hover:ring-gold-500/60"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-night-950/70 text-gold-300 ring-1 ring-gold-500/30">
                <Icon name={d.icon} className="h-7 w-7" />
              </span>
              <span className="flex min-w-0 flex-col gap-1">
                <span className="text-lg font-black text-white group-hover:text-gold-300">{t(`termsIndex.docs.${d.key}.title`)}</span>
                <span className="text-sm leading-relaxed text-mist-300">{t(`termsIndex.docs.${d.key}.desc`)}</span>
                {d.updated ? <span className="text-xs text-mist-500">{t('legal.updated', { date: d.updated })}</span> : null}
                <span className="mt-1 inline-flex items-center gap-0.5 text-sm font-bold text-gold-300">
                  {t('termsIndex.open')}
                  <Icon name="chevronRight" className="h-4 w-4" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-center gap-2 text-sm text-mist-400">
        <Icon name="check" className="h-4 w-4 shrink-0 text-jade-400" />
        {t('legal.agree')}
      </p>
    </div>
  );
}
