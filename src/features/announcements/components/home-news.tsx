'use client';

import dynamic from 'next/dynamic';
import Link from '@/ui/link';
import { useSession } from 'next-auth/react';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import type { NewsTickerRow } from '@/protocol/announcements';
import { Icon } from '@/ui/icon';
import type { HomeNews as HomeNewsData } from '../home-news-server';
import { CategoryChip } from './category-chip';
import { NewsTicker } from './news-ticker';

// The socket code behind the live ticker loads only for a signed-in player (a visitor has no
// lobby socket, and its first visit stays free of it: src/features/first-visit-imports.test.ts).
// Through the session's runtime, so it shares the session's socket code (session-runtime.ts).
const PlayerNewsTicker = dynamic(
  () =>
    import('@/features/session-runtime')
      .then((m) => m.loadPlayerNewsTicker())
      .then((m) => m.PlayerNewsTicker),
  { ssr: false },
);

/**
 * Home's news as the web server read it (`fetchHomeNews`): the ticker, then the latest
 * articles (pinned first), each opening its detail page. A visitor (no lobby socket) sees the
 * pinned titles in the ticker; a signed-in player the lines of 12740 and their pushes.
 */
export function HomeNews({ news }: { news: HomeNewsData }) {
  const locale = useLocale();
  const signedIn = useSession().status === 'authenticated';
  const { items, texts } = news;
  const pinned: NewsTickerRow[] = (items ?? []).filter((a) => a.IsTop).map((a) => ({ Text: a.Title, ID: a.ID }));

  return (
    <>
      {signedIn ? <PlayerNewsTicker fallback={pinned} label={texts.ticker} /> : <NewsTicker rows={pinned} label={texts.ticker} />}
      {items === null || items.length === 0 ? (
        <p className="rounded-2xl bg-night-800/60 px-4 py-6 text-center text-sm text-mist-300 ring-1 ring-white/10">
          {items === null ? texts.failed : texts.empty}
        </p>
      ) : (
        <ul className="divide-y divide-white/5 overflow-hidden rounded-2xl bg-night-800/60 ring-1 ring-white/10">
          {items.map((item) => (
            <li key={item.ID}>
              <Link href={localePath(locale, `/announcement/${item.ID}`)} className="flex min-h-14 items-center gap-3 px-4 py-3 transition hover:bg-white/5">
                <CategoryChip category={item.Category} label={item.CategoryLabel} />
                <span className="min-w-0 flex-1 truncate text-sm font-bold text-white sm:text-base">{item.Title}</span>
                <time className="hidden shrink-0 text-xs text-mist-500 sm:block" dateTime={item.DateTime}>
                  {item.Date}
                </time>
                <Icon name="chevronRight" className="h-5 w-5 shrink-0 text-mist-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
