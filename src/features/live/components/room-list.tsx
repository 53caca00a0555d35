'use client';

import { useT } from 'next-i18next/client';
import { formatNumber } from '@/ui/format';
import { LoadingText } from '@/ui/loading-text';
import { useLiveStore } from '../store';

/** The open rooms (30221 List, the default room first as the server orders them); picking one switches room. */
export function RoomList({ onPick }: { onPick: (roomId: number) => void }) {
  const { t } = useT('live');
  const listed = useLiveStore((s) => s.rooms);
  const preview = useLiveStore((s) => s.preview);
  // The default room (30221 Preview) leads the list.
  const rooms = preview ? [preview, ...listed.filter((r) => r.RoomID !== preview.RoomID)] : listed;
  const loaded = useLiveStore((s) => s.roomsLoaded);
  const current = useLiveStore((s) => s.room?.RoomID ?? 0);
  if (!loaded) return <LoadingText className="py-4" />;
  if (rooms.length === 0) return <p className="py-6 text-center text-sm text-mist-500">{t('rooms.empty')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={t('rooms.title')}>
      {rooms.map((room) => {
        const active = room.RoomID === current;
        return (
          <li key={room.RoomID}>
            <button
              type="button"
              onClick={() => onPick(room.RoomID)}
              aria-current={active ? 'true' : undefined}
              className={`flex min-h-16 w-full flex-col items-start gap-0.5 rounded-xl px-3 py-2 text-left ring-1 transition ${
                active ? 'bg-gold-400/15 ring-gold-400' : 'bg-night-800/80 ring-white/10 hover:bg-night-700'
              }`}
            >
              <span className="flex w-full items-center gap-1.5">
                <span className="h-2 w-2 shrink-0 rounded-full bg-ruby-500" aria-hidden="true" />
                <span className="truncate text-sm font-bold text-white">{room.Title}</span>
              </span>
              <span className="truncate text-xs text-mist-300">{t('rooms.anchor', { name: room.AnchorName })}</span>
              <span className="text-xs font-bold text-gold-300">
                {active ? t('rooms.watching') : t('rooms.viewers', { viewers: formatNumber(room.TotalPlayerInRoom) })}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
