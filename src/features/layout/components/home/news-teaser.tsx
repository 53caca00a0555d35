'use client';

import { useT } from 'next-i18next/client';
import { HomeNews } from '@/features/announcements';
import type { HomeNewsData } from '@/features/announcements';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { SectionHeading } from './section-heading';

/**
 * Home's latest news: the news ticker and the latest announcements, each opening its detail
 * page. The web server reads them while the page renders (`fetchHomeNews`), so the first visit
 * downloads no schema or date code for them.
 */
export function NewsTeaser({ news }: { news: HomeNewsData }) {
  const { t } = useT('common');
  const locale = useLocale();
  return (
    <section aria-labelledby="home-news">
      <SectionHeading id="home-news" moreHref={localePath(locale, '/announcement')} moreLabel={t('home.newsMore')}>
        {t('home.newsTitle')}
      </SectionHeading>
      <HomeNews news={news} />
    </section>
  );
}
