'use client';

import Link from 'next/link';
import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { SectionHeading } from './section-heading';

const NEWS: readonly { id: string; tone: string }[] = [
  { id: 'maintenance', tone: 'bg-mist-500/30 text-mist-300' },
  { id: 'event', tone: 'bg-ruby-500/20 text-ruby-500' },
  { id: 'promo', tone: 'bg-gold-400/20 text-gold-300' },
];

/** Latest-news teaser linking to the announcement list (placeholder items until it exists). */
export function NewsTeaser() {
  const { t } = useT('common');
  const locale = useLocale();
  return (
    <section aria-labelledby="home-news">
      <SectionHeading id="home-news" moreHref={localePath(locale, '/announcement')} moreLabel={t('home.newsMore')}>
        {t('home.newsTitle')}
      </SectionHeading>
      <ul className="divide-y divide-white/5 overflow-hidden rounded-2xl bg-night-800/60 ring-1 ring-white/10">
        {NEWS.map((item) => (
          <li key={item.id}>
            <Link
              href={localePath(locale, '/announcement')}
              className="flex min-h-14 items-center gap-3 px-4 py-3 transition hover:bg-white/5"
            >
              <span className={`shrink-0 rounded-md px-2 py-0.5 text-xs font-bold ${item.tone}`}>
                {t(`home.news.${item.id}.category`)}
              </span>
              <span className="min-w-0 flex-1 truncate text-sm font-bold text-white sm:text-base">{t(`home.news.${item.id}.title`)}</span>
              <Icon name="chevronRight" className="h-5 w-5 shrink-0 text-mist-500" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
