import Link from '@/ui/link';
import type { TFunction } from 'i18next';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { buttonClass } from '@/ui/button';
import type { QnaGroup, QnaItem } from '../qna-filter';
import { ContentNs, contentT, textKeys } from '../server-texts';
import { ContentCard, ContentTitle } from './content-title';
import { QnaBrowser } from './qna-browser';

/** The FAQ groups of content-qna in file order. */
export function readQna(t: TFunction): QnaGroup[] {
  return textKeys(t, 'groups').map((id) => {
    const items: unknown = t(`groups.${id}.items`, { returnObjects: true });
    return {
      id,
      title: t(`groups.${id}.title`),
      items: Array.isArray(items) ? (items as QnaItem[]).filter((i) => typeof i?.q === 'string' && typeof i?.a === 'string') : [],
    };
  });
}

/** /support/qna (常見問題): the questions rendered on the server, searched and opened on the client. */
export async function QnaView({ locale }: { locale: Locale }) {
  const [t, qna] = await Promise.all([contentT(locale), contentT(locale, ContentNs.Qna)]);
  const labels = {
    search: t('qna.search'),
    searchPlaceholder: t('qna.searchPlaceholder'),
    clear: t('qna.clear'),
    // Filled in on the client, where the count and the query are known.
    count: t('qna.count', { count: '{{count}}' }),
    empty: t('qna.empty', { query: '{{query}}' }),
    all: t('qna.all'),
  };
  return (
    <div className="mx-auto max-w-3xl py-4 sm:py-8">
      <ContentTitle lead={t('qna.lead')}>{t('qna.title')}</ContentTitle>
      <QnaBrowser groups={readQna(qna)} labels={labels} />
      <ContentCard className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-black text-white">{t('qna.moreTitle')}</p>
          <p className="text-sm text-mist-300">{t('qna.moreBody')}</p>
        </div>
        <Link href={localePath(locale, '/other/service')} className={buttonClass('primary')}>
          {t('qna.contact')}
        </Link>
      </ContentCard>
    </div>
  );
}
