'use client';

import { useT } from 'next-i18next/client';
import { LoadingText } from '@/ui/loading-text';
import { requestMoreRooms } from '../rooms';
import { useChatStore } from '../store';
import { EmptyState } from './empty-state';
import { PrivateRoomItem } from './private-room-item';

/** The private tab's conversations, latest first; more load when scrolled to the end. */
export function PrivateRoomList() {
  const { t } = useT('chat');
  const rooms = useChatStore((s) => s.rooms);
  const loaded = useChatStore((s) => s.roomsLoaded);
  const loading = useChatStore((s) => s.roomsLoading);
  const total = useChatStore((s) => s.roomsTotal);
  // The list's times are relative to when it was rendered; minutes of drift do not matter.
  // eslint-disable-next-line react-hooks/purity -- a clock read for display
  const now = Date.now();

  if (!loaded) return <LoadingText className="h-full" />;
  if (rooms.length === 0) return <EmptyState icon="mail">{t('empty.private')}</EmptyState>;

  return (
    <div
      className="h-full overflow-y-auto overscroll-contain"
      onScroll={(event) => {
        const el = event.currentTarget;
        if (el.scrollHeight - el.scrollTop - el.clientHeight < 80) requestMoreRooms();
      }}
    >
      <ul aria-label={t('rooms.label')} className="divide-y divide-white/5">
        {rooms.map((room) => (
          <PrivateRoomItem key={room.PlayerID} room={room} now={now} />
        ))}
      </ul>
      {loading && rooms.length < total ? <LoadingText className="py-3 text-sm" /> : null}
    </div>
  );
}
