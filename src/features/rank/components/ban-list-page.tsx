'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { useRankT } from '../texts';
import { banPageCount, useBanRecords } from '../use-ban-records';
import { BanPager } from './ban-pager';
import { BanRecordsView } from './ban-records-view';
import { BanSearch } from './ban-search';
import { PageHeading } from './page-heading';

/** /support/ban-list: the brand's bans, newest first, searchable by player ID, in pages. */
export function BanListPage() {
  const { tr, ready, failed: textsFailed, retry: retryTexts } = useRankT();
  const { state, query, search, goTo, retry } = useBanRecords();
  if (!ready) return <TextsPending failed={textsFailed} retry={retryTexts} className="py-16" />;

  let body;
  if (state.phase === 'loading') body = <LoadingText className="py-12 text-center" />;
  else if (state.phase === 'error')
    body = (
      <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
        <p className="text-mist-300">{tr('ban.error')}</p>
        <Button variant="secondary" onClick={retry}>
          {tr('ban.retry')}
        </Button>
      </div>
    );
  else if (state.result.List.length === 0) body = <p className="py-12 text-center text-mist-300">{tr('ban.empty')}</p>;
  else {
    const { List, Total, PerPage, Page } = state.result;
    body = (
      <>
        <p className="text-right text-xs text-mist-400">{tr('ban.total', { total: Total })}</p>
        <BanRecordsView records={List} tr={tr} />
        <BanPager page={Page} pages={banPageCount(Total, PerPage)} onChange={goTo} tr={tr} />
      </>
    );
  }

  return (
    <section className="mx-auto flex max-w-4xl flex-col">
      <PageHeading>{tr('ban.title')}</PageHeading>
      <div className="flex flex-col gap-4 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 shadow-2xl ring-1 ring-gold-500/25 sm:p-6">
        <p className="text-sm text-mist-300">{tr('ban.intro')}</p>
        <BanSearch active={query.playerId} onSearch={search} tr={tr} />
        {body}
      </div>
    </section>
  );
}
