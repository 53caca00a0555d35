'use client';

import type { ReactNode } from 'react';
import { useT } from 'next-i18next/client';
import type { ListedPlayer } from '@/protocol';
import { openPlayerCard } from '../actions';
import { useOpenChat } from '../use-open-chat';
import { ChatAvatar } from './chat-avatar';
import { Icon } from '@/ui/icon';

/**
 * A friend, search result or list row: avatar (opens the player card), name with ID and VIP (so
 * two players with one name can be told apart), online or offline, and a button — private chat
 * unless the list gives its own `action` (解除封鎖, 加好友).
 */
export function FriendItem({ player, action }: { player: ListedPlayer; action?: ReactNode }) {
  const openChat = useOpenChat();
  const { t } = useT(['chat', 'common', 'profile']);
  return (
    <li className="flex items-center gap-3 px-4 py-2">
      <button
        type="button"
        onClick={() => openPlayerCard(player.PlayerID)}
        aria-label={t('avatar', { name: player.Name })}
        className="relative shrink-0 rounded-full"
      >
        <ChatAvatar name={player.Name} pictureUrl={player.PictureURL} pictureSetting={player.PictureSetting} />
        <span
          aria-hidden="true"
          className={`absolute bottom-0 right-0 h-3 w-3 rounded-full ring-2 ring-night-900 ${player.Online ? 'bg-jade-400' : 'bg-mist-500'}`}
        />
      </button>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-bold text-white">{player.Name}</span>
        <span className="flex flex-wrap items-center gap-x-2 text-xs">
          <span className="tabular-nums text-mist-400">{t('profile:friends.id', { id: player.PlayerID })}</span>
          <span className="font-bold text-gold-300">{t('common:common.vip', { level: player.VIPLevel })}</span>
          <span className={player.Online ? 'text-jade-400' : 'text-mist-500'}>
            {player.Online ? t('rooms.online') : t('rooms.offline')}
          </span>
        </span>
      </span>
      {action ?? (
        <button
          type="button"
          onClick={() => openChat({ tab: 'private', peerId: player.PlayerID }, player)}
          aria-label={t('friendsView.chat', { name: player.Name })}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/40 transition hover:bg-gold-400/25"
        >
          <Icon name="chat" className="h-5 w-5" />
        </button>
      )}
    </li>
  );
}
