'use client';

import { useState, type ReactNode } from 'react';
import { useT } from 'next-i18next/client';
import { formatNumber } from '@/ui/format';
import { useLiveStore } from '../store';
import { LiveChatInput } from './live-chat-input';
import { LiveFeed } from './live-feed';
import { RoomList } from './room-list';
import { ViewerList } from './viewer-list';

type Tab = 'chat' | 'viewers' | 'rooms';

/**
 * Live chat and the viewers in tabs (on the phone the room list too, since there it has no
 * place under the player); the input row stays below the chat.
 */
export function LiveSidePanel({ chatActions, onPickRoom }: { chatActions?: ReactNode; onPickRoom: (roomId: number) => void }) {
  const { t } = useT('live');
  const [tab, setTab] = useState<Tab>('chat');
  const total = useLiveStore((s) => s.total);
  const tabs: { id: Tab; label: string; className?: string }[] = [
    { id: 'chat', label: t('tabs.chat') },
    { id: 'viewers', label: `${t('tabs.viewers')} ${formatNumber(total)}` },
    { id: 'rooms', label: t('tabs.rooms'), className: 'lg:hidden' },
  ];
  return (
    <section className="flex h-full min-h-0 flex-col overflow-hidden bg-night-900/80 lg:rounded-2xl lg:ring-1 lg:ring-white/10">
      <div role="tablist" className="flex shrink-0 border-b border-white/10">
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            onClick={() => setTab(item.id)}
            className={`min-h-11 flex-1 border-b-2 px-2 text-sm font-bold transition ${item.className ?? ''} ${
              tab === item.id ? 'border-gold-400 text-gold-300' : 'border-transparent text-mist-300 hover:text-white'
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div className="min-h-0 flex-1" role="tabpanel">
        {tab === 'chat' ? <LiveFeed /> : null}
        {tab === 'viewers' ? <ViewerList /> : null}
        {tab === 'rooms' ? (
          <div className="h-full overflow-y-auto p-3">
            <RoomList onPick={(id) => { setTab('chat'); onPickRoom(id); }} />
          </div>
        ) : null}
      </div>
      {tab === 'chat' ? <LiveChatInput actions={chatActions} /> : null}
    </section>
  );
}
