'use client';

import { useEffect } from 'react';
import { FriendItem } from './friend-item';
import { EmptyState } from './empty-state';
import { changeRelation } from '../relations';
import type { useProfileT } from '@/features/profile-card';
import { errorMessage } from '@/protocol/errors';
import { LoadingText } from '@/ui/loading-text';
import { dropFromSection, loadSection, useFriendListsStore } from '../friend-lists-store';
import type { ListSection } from '../friend-sections';

type Texts = Pick<ReturnType<typeof useProfileT>, 't' | 'tp'>;

const EMPTY: Record<ListSection, string> = {
  blocked: 'friends.emptyBlocked',
  recommended: 'friends.emptyRecommended',
  invited: 'friends.emptyInvited',
};

/**
 * The blacklist (rows with 解除封鎖), recommended friends (rows with 加好友) or invited friends
 * (rows with private chat); loaded when shown.
 */
export function SectionList({ section, texts }: { section: ListSection; texts: Texts }) {
  const { t, tp } = texts;
  const state = useFriendListsStore((s) => s[section]);
  useEffect(() => {
    void loadSection(section);
  }, [section]);

  if (state.list === null) return <LoadingText className="py-8" />;
  if (state.errorCode !== null) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center text-sm text-mist-300">
        <p>{state.errorCode === -1 ? tp('network') : errorMessage(t, { code: state.errorCode })}</p>
        <button type="button" onClick={() => void loadSection(section)} className="h-11 rounded-full px-5 font-bold text-gold-300 ring-1 ring-gold-400/40">
          {tp('friends.retry')}
        </button>
      </div>
    );
  }
  if (state.list.length === 0) return <EmptyState icon="users">{tp(EMPTY[section])}</EmptyState>;

  const act = async (change: 'unblock' | 'addFriend', playerId: number) => {
    if (await changeRelation(change, playerId, { t, tp })) dropFromSection(section, playerId);
  };

  return (
    <>
      <p className="px-4 pb-1 text-xs text-mist-400">{tp('friends.total', { count: state.total })}</p>
      <ul className="divide-y divide-white/5">
        {state.list.map((player) => (
          <FriendItem
            key={player.PlayerID}
            player={player}
            action={
              section === 'invited' ? undefined : (
                <button
                  type="button"
                  onClick={() => void act(section === 'blocked' ? 'unblock' : 'addFriend', player.PlayerID)}
                  aria-label={tp(section === 'blocked' ? 'friends.unblock' : 'friends.addFriend', { name: player.Name })}
                  className="h-11 shrink-0 rounded-full bg-gold-400/15 px-4 text-sm font-bold text-gold-300 ring-1 ring-gold-400/40 transition hover:bg-gold-400/25"
                >
                  {tp(section === 'blocked' ? 'actions.unblock' : 'actions.addFriend')}
                </button>
              )
            }
          />
        ))}
      </ul>
    </>
  );
}
