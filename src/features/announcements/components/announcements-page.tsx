'use client';

import { TextsPending } from '@/i18n/texts-pending';
import { useAnnouncementsT } from '../texts';
import { ArticleList } from './article-list';

/**
 * /announcement (最新消息) with category tabs, or /other/announcement (系統公告): the
 * maintenance category (1 維護) alone (docs/protocol-announcements.md).
 */
export function AnnouncementsPage({ system = false }: { system?: boolean }) {
  const { ta, ready, failed, retry } = useAnnouncementsT();
  if (!ready) return <TextsPending failed={failed} retry={retry} className="py-16" />;
  return (
    <section className="mx-auto flex max-w-2xl flex-col">
      <h1 className="mb-4 border-b border-gold-500/20 pb-3 text-xl font-black text-white sm:text-2xl">
        <span className="mr-2 inline-block h-5 w-1.5 rounded-full bg-gradient-to-b from-gold-300 to-gold-600 align-[-2px]" aria-hidden="true" />
        {ta(system ? 'systemTitle' : 'title')}
      </h1>
      {system ? <p className="mb-3 text-sm text-mist-400">{ta('systemNote')}</p> : null}
      <ArticleList category={system ? 1 : undefined} />
    </section>
  );
}
