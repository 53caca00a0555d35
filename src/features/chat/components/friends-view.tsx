'use client';

import { useState, type FormEvent } from 'react';
import { useT } from 'next-i18next/client';
import { useProfileT } from '@/features/profile-card';
import { LoadingText } from '@/ui/loading-text';
import { Tabs } from '@/ui/tabs';
import { resetSearch, searchPlayers, setSearch } from '../actions';
import { useChatStore } from '../store';
import { useChatViewStore } from '../view-store';
import { Icon } from '@/ui/icon';
import { EmptyState } from './empty-state';
import { FriendItem } from './friend-item';
import { SectionList } from './section-list';
import { FRIENDS_SECTIONS, type FriendsSection } from '../friend-sections';

/** Account §9 / chat §2: lists page by 20 once they hold 20 or more. */
const PAGE_SIZE = 20;

/**
 * Friends and the blacklist (account §2, chat §2): sections 好友 (friend list and nickname
 * search, whose button turns into a reset once a search ran, paging by 20), 黑名單, 推薦好友 and
 * 邀請好友. Used by the chat window and the member centre's friends dialog.
 */
export function FriendsView() {
  const texts = useProfileT();
  const [section, setSection] = useState<FriendsSection>('friends');
  if (!texts.ready) return <LoadingText className="py-8" />;
  return (
    <div className="flex h-full flex-col">
      <Tabs
        items={FRIENDS_SECTIONS.map((value) => ({ value, label: texts.tp(`friends.tabs.${value}`) }))}
        value={section}
        onChange={setSection}
        ariaLabel={texts.tp('friends.title')}
        className="mx-3 mt-3 shrink-0"
      />
      {section === 'friends' ? (
        <FriendList tp={texts.tp} />
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain pt-2">
          <SectionList section={section} texts={texts} />
        </div>
      )}
    </div>
  );
}

function FriendList({ tp }: { tp: (key: string) => string }) {
  const { t } = useT('chat');
  const search = useChatViewStore((s) => s.search);
  const friends = useChatStore((s) => s.friends);
  const results = useChatStore((s) => s.searchResults);
  const loading = useChatStore((s) => s.listsLoading);
  const [page, setPage] = useState({ list: null as unknown, n: 0 });
  const [needName, setNeedName] = useState(false);
  const searched = results !== null;
  const list = searched ? results : friends;
  // A new list starts on its first page.
  const current = page.list === list ? page.n : 0;
  const pages = list && list.length >= PAGE_SIZE ? Math.ceil(list.length / PAGE_SIZE) : 1;
  const shown = list ? list.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE) : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (searched) {
      resetSearch();
      return;
    }
    // Account §5: a search needs a nickname.
    if (!search.trim()) {
      setNeedName(true);
      return;
    }
    setNeedName(false);
    searchPlayers();
  };

  return (
    <>
      <form role="search" onSubmit={onSubmit} className="flex shrink-0 gap-2 border-b border-white/10 px-3 py-3">
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">{t('friendsView.searchLabel')}</span>
          <Icon name="search" className="pointer-events-none absolute left-3.5 top-1/2 h-4 w-4 -translate-y-1/2 text-mist-500" />
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setNeedName(false);
              setSearch(event.target.value);
            }}
            readOnly={searched}
            aria-invalid={needName || undefined}
            aria-describedby={needName ? 'friends-need-name' : undefined}
            placeholder={t('friendsView.searchPlaceholder')}
            className="h-11 w-full rounded-full bg-night-950/80 pl-10 pr-4 text-[16px] text-white ring-1 ring-white/15 placeholder:text-mist-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-gold-400"
          />
        </label>
        <button
          type="submit"
          className={`h-11 shrink-0 rounded-full px-5 text-sm font-bold ring-1 transition ${
            searched
              ? 'bg-mist-500/25 text-mist-300 ring-mist-500/60 hover:text-white'
              : 'bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 ring-gold-300/60 hover:brightness-110'
          }`}
        >
          {searched ? t('friendsView.reset') : t('friendsView.search')}
        </button>
      </form>
      {needName ? (
        <p id="friends-need-name" role="alert" className="shrink-0 px-4 pt-2 text-xs text-ruby-500">
          {tp('friends.emptyName')}
        </p>
      ) : null}
      <h3 className="shrink-0 px-4 pb-1 pt-3 text-xs font-bold tracking-wide text-gold-300">
        {searched ? t('friendsView.results') : t('friendsView.title')}
      </h3>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {loading || list === null ? (
          <LoadingText className="py-8" />
        ) : shown.length === 0 ? (
          <EmptyState icon="users">{searched ? t('empty.search') : t('empty.friends')}</EmptyState>
        ) : (
          <ul className="divide-y divide-white/5">
            {shown.map((player) => (
              <FriendItem key={player.PlayerID} player={player} />
            ))}
          </ul>
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label={t('friendsView.paging')} className="flex shrink-0 items-center justify-center gap-3 border-t border-white/10 py-2">
          <button
            type="button"
            disabled={current === 0}
            onClick={() => setPage({ list, n: current - 1 })}
            className="h-11 rounded-full px-4 text-sm font-bold text-mist-300 hover:text-white disabled:opacity-40"
          >
            {t('friendsView.prev')}
          </button>
          <span className="text-sm tabular-nums text-mist-400">{t('friendsView.page', { page: current + 1, total: pages })}</span>
          <button
            type="button"
            disabled={current >= pages - 1}
            onClick={() => setPage({ list, n: current + 1 })}
            className="h-11 rounded-full px-4 text-sm font-bold text-mist-300 hover:text-white disabled:opacity-40"
          >
            {t('friendsView.next')}
          </button>
        </nav>
      ) : null}
    </>
  );
}
