'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { useId, useState } from 'react';
import { ANNOUNCEMENT_CATEGORIES } from '@/protocol';
import { errorMessage } from '@/protocol/errors';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/button';
import { LoadingText } from '@/ui/loading-text';
import { Tabs } from '@/ui/tabs';
import { useAnnouncementsT } from '../texts';
import { useArticleList } from '../use-announcements';
import { ArticleRow } from './article-row';

const PAGE_SIZE = 10;
type TabKey = 'all' | `${(typeof ANNOUNCEMENT_CATEGORIES)[number]}`;

/**
 * Articles newest first (pinned first), ten at a time with "load more". With `category` it
 * shows that category only and no tabs; otherwise tabs 全部 and the seven categories.
 */
export function ArticleList({ category }: { category?: number }) {
  const { t, ta, ready, failed: textsFailed, retry: retryTexts } = useAnnouncementsT();
  const locale = useLocale();
  const [tab, setTab] = useState<TabKey>('all');
  const panelId = useId();
  const shown = category ?? (tab === 'all' ? 0 : Number(tab));
  const list = useArticleList(shown, PAGE_SIZE);

  if (!ready) return <TextsPending failed={textsFailed} retry={retryTexts} className="py-16" />;
  const tabs = [{ value: 'all' as TabKey, label: ta('all') }, ...ANNOUNCEMENT_CATEGORIES.map((c) => ({ value: `${c}` as TabKey, label: ta(`categories.${c}`) }))];
  const failed = list.error === null ? null : (errorMessage(t, { code: list.error, message: '' }) ?? ta('failed'));

  let body;
  if (list.items === null && failed) body = <Failure text={failed} retry={list.retry} label={ta('retry')} />;
  else if (list.items === null) body = <LoadingText className="py-10 text-center" />;
  else if (list.items.length === 0) body = <p className="py-10 text-center text-mist-300">{ta('empty')}</p>;
  else
    body = (
      <>
        <ul className="divide-y divide-white/5 overflow-hidden rounded-2xl bg-night-800/60 ring-1 ring-white/10">
          {list.items.map((item) => (
            <ArticleRow key={item.ID} item={item} href={localePath(locale, `/announcement/${item.ID}`)} ta={ta} />
          ))}
        </ul>
        {failed ? <Failure text={failed} retry={list.retry} label={ta('retry')} /> : null}
        {list.loading ? <LoadingText className="py-4 text-center" /> : null}
        {list.hasMore && !list.loading && !failed ? (
          <Button variant="secondary" className="mx-auto mt-4" onClick={list.loadMore}>
            {ta('loadMore')}
          </Button>
        ) : null}
      </>
    );

  return (
    <div className="flex flex-col gap-3">
      {category === undefined ? <Tabs ariaLabel={ta('categoryTabs')} items={tabs} value={tab} onChange={setTab} panelId={panelId} /> : null}
      <div id={panelId} role={category === undefined ? 'tabpanel' : undefined} className="min-h-40">
        {body}
      </div>
    </div>
  );
}

function Failure({ text, retry, label }: { text: string; retry: () => void; label: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <p role="alert" className="text-mist-300">
        {text}
      </p>
      <Button variant="secondary" onClick={retry}>
        {label}
      </Button>
    </div>
  );
}
