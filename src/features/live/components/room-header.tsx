'use client';

import { useT } from 'next-i18next/client';
import { Icon } from '@/ui/icon';
import { formatNumber } from '@/ui/format';
import { useLiveStore } from '../store';
import { ConnectionBadge } from './connection-badge';

/** The room's title, its anchor, how many watch, and the connection status. */
export function RoomHeader() {
  const { t } = useT('live');
  const room = useLiveStore((s) => s.room);
  const total = useLiveStore((s) => s.total);
  const joined = useLiveStore((s) => s.phase === 'joined');
  return (
    <header className="flex min-h-12 items-center gap-3 px-3 py-2 sm:px-0">
      <span className={`shrink-0 rounded-md px-2 py-0.5 text-xs font-black ${joined ? 'bg-ruby-500 text-white' : 'bg-mist-500/40 text-mist-300'}`}>LIVE</span>
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-base font-black text-white sm:text-lg">{room?.Title || t('title')}</h1>
        {/* the anchor's line keeps its height before the room arrives, so nothing below moves (CLS) */}
        <p className="truncate text-xs text-mist-300">{room?.AnchorName ? t('rooms.anchor', { name: room.AnchorName }) : '\u00a0'}</p>
      </div>
      {joined ? (
        <span className="inline-flex shrink-0 items-center gap-1 text-sm font-bold text-gold-300" data-testid="live-total">
          <Icon name="users" className="h-4 w-4" />
          {formatNumber(total)}
        </span>
      ) : null}
      <ConnectionBadge />
    </header>
  );
}
