'use client';

import { useT } from 'next-i18next/client';
import { closeConversation, openPlayerCard } from '../actions';
import type { ChatPeer } from '../view-store';
import { ChatAvatar } from './chat-avatar';
import { ICON_BUTTON } from '@/ui/button';
import { Icon } from '@/ui/icon';

/** Above a one-to-one chat: back to the room list, and the other player (opens their card). */
export function ConversationHeader({ peer }: { peer: ChatPeer }) {
  const { t } = useT('chat');
  return (
    <div className="flex shrink-0 items-center gap-2 border-b border-white/10 px-2 py-1.5">
      <button
        type="button"
        onClick={closeConversation}
        aria-label={t('conversation.back')}
        className={ICON_BUTTON}
      >
        <Icon name="back" className="h-5 w-5" />
      </button>
      <button
        type="button"
        onClick={() => openPlayerCard(peer.PlayerID)}
        aria-label={t('avatar', { name: peer.Name })}
        className="flex min-h-11 min-w-0 items-center gap-2 rounded-full pr-3 transition hover:bg-white/5"
      >
        <ChatAvatar name={peer.Name} pictureUrl={peer.PictureURL} pictureSetting={peer.PictureSetting} size="sm" />
        <span className="truncate font-bold text-white">{peer.Name}</span>
      </button>
    </div>
  );
}
