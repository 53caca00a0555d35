'use client';

import Link from '@/ui/link';
import { Code } from '@/protocol';
import { errorMessage } from '@/protocol/errors';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Button } from '@/ui/button';
import { formatTaipeiTime } from '@/ui/format-time';
import { Icon } from '@/ui/icon';
import { LoadingText } from '@/ui/loading-text';
import { useAnnouncementsT } from '../texts';
import { useArticle } from '../use-announcements';
import { ArticleBody } from './article-body';
import { CategoryChip } from './category-chip';

/** /announcement/[id]: one article — category, title, publish time and its sanitised body. */
export function ArticleDetail({ id }: { id: number }) {
  const { t, ta, ready } = useAnnouncementsT();
  const locale = useLocale();
  const { article, error, retry } = useArticle(id);

  let body;
  if (!ready || (article === null && error === null)) body = <LoadingText className="py-16 text-center" />;
  else if (article === null)
    body = (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p role="alert" className="text-mist-300">
          {errorMessage(t, { code: error ?? Code.Silent, message: '' }) ?? ta('failed')}
        </p>
        {error !== Code.AnnouncementNotFound ? (
          <Button variant="secondary" onClick={retry}>
            {ta('retry')}
          </Button>
        ) : null}
      </div>
    );
  else
    body = (
      <article className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CategoryChip category={article.Category} label={ta(`categories.${article.Category}`)} />
          {article.IsTop ? <span className="rounded-md bg-ruby-500 px-1.5 py-0.5 text-[11px] font-bold text-white">{ta('pinned')}</span> : null}
          <time className="text-xs text-mist-500 sm:text-sm" dateTime={new Date(article.CreateTime).toISOString()}>
            {formatTaipeiTime(article.CreateTime)}
          </time>
        </div>
        <h1 className="text-xl font-black leading-snug text-white sm:text-2xl">{article.Title}</h1>
        <div className="border-t border-white/10 pt-2">
          <ArticleBody html={article.Content} />
        </div>
      </article>
    );

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4">
      <Link
        href={localePath(locale, '/announcement')}
        className="flex min-h-11 w-fit items-center gap-1 rounded-full pr-3 text-sm font-bold text-gold-300 hover:text-gold-400"
      >
        <Icon name="back" className="h-4 w-4" />
        {ready ? ta('back') : ''}
      </Link>
      <div className="rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-4 shadow-2xl ring-1 ring-gold-500/25 sm:p-6">{body}</div>
    </section>
  );
}
