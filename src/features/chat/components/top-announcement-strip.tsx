'use client';

import { useId } from 'react';
import { useT } from 'next-i18next/client';
import { setStripCollapsed } from '../actions';
import { useChatStore } from '../store';
import { useChatViewStore } from '../view-store';
import { Icon } from '@/ui/icon';
import { TopAnnouncementItem } from './top-announcement-item';

/** The pinned announcements above the messages (chat spec §2): titles, expandable HTML, collapsible. */
export function TopAnnouncementStrip() {
  const { t } = useT('chat');
  const items = useChatStore((s) => s.topAnnouncements);
  const collapsed = useChatViewStore((s) => s.stripCollapsed);
  const listId = useId();
  if (!items || items.length === 0) return null;
  const first = items[0]!;

  return (
    <section aria-label={t('strip.label')} className="shrink-0 border-b border-gold-500/15 bg-gradient-to-r from-gold-500/10 via-plum-800/40 to-gold-500/10 px-3 py-1.5">
      <button
        type="button"
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setStripCollapsed(!collapsed)}
        className="flex min-h-11 w-full items-center gap-2 text-left"
      >
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-gold-400 text-night-950">
          <Icon name="megaphone" className="h-4 w-4" />
        </span>
        <span className="shrink-0 text-xs font-black text-gold-300">{t('strip.label')}</span>
        <span className="min-w-0 flex-1 truncate text-sm text-white">{collapsed ? first.Title : ''}</span>
        <span className="sr-only">{collapsed ? t('strip.expand') : t('strip.collapse')}</span>
        <Icon name="collapse" className={`h-4 w-4 shrink-0 text-gold-300 transition ${collapsed ? '' : 'rotate-180'}`} />
      </button>
      {collapsed ? null : (
        <ul id={listId} className="max-h-48 space-y-1.5 overflow-y-auto overscroll-contain pb-1.5">
          {items.map((item) => (
            <TopAnnouncementItem key={item.ID} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
