'use client';

import { useT } from 'next-i18next/client';
import { RedDot } from '@/ui/red-dot';
import { openConversation } from '../actions';
import { formatRoomTime } from '../chat-time';
import { chatText } from '../chat-text';
import type { ListedRoom } from '../store';
import { useUnreadStore } from '../unread-store';
import { ChatAvatar } from './chat-avatar';

/** One conversation: avatar with online dot, name, last message, time or date, unread (99+). */
export function PrivateRoomItem({ room, now }: { room: ListedRoom; now: number }) {
  const { t } = useT('chat');
  const count = useUnreadStore((s) => s.roomUnread[room.PlayerID] ?? 0);
  const unread = count > 0 ? t('rooms.unread', { count }) : '';
  return (
    <li>
      <button
        type="button"
        onClick={() => openConversation(room)}
        className="flex min-h-16 w-full items-center gap-3 px-4 py-2.5 text-left transition hover:bg-white/5 focus-visible:bg-white/5"
        aria-label={[room.Name, unread].filter(Boolean).join('，')}
      >
        <span className="relative">
          <ChatAvatar name={room.Name} pictureUrl={room.PictureURL} pictureSetting={room.PictureSetting} size="lg" />
          <span
            aria-hidden="true"
            className={`absolute bottom-0.5 right-0.5 h-3.5 w-3.5 rounded-full ring-2 ring-night-900 ${room.Online ? 'bg-jade-400' : 'bg-mist-500'}`}
          />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span className="min-w-0 flex-1 truncate font-bold text-white">{room.Name}</span>
            <span className="shrink-0 text-xs text-mist-500">{formatRoomTime(room.CreateTime, now)}</span>
          </span>
          <span className="mt-0.5 flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate text-sm text-mist-400">{chatText(room.Message)}</span>
            <RedDot count={count} />
          </span>
        </span>
      </button>
    </li>
  );
}
