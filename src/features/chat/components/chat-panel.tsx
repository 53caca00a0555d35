'use client';

import { useEffect, useId } from 'react';
import dynamic from 'next/dynamic';
import { useT } from 'next-i18next/client';
import { Tabs, type TabItem } from '@/ui/tabs';
import { activateView, selectTab } from '../actions';
import { TAB_BAR, type ChatTab } from '../channels';
import { useChatStore } from '../store';
import { useUnreadCounts } from '../use-unread-counts';
import { useVisualViewportVars } from '../use-visual-viewport';
import { useChatViewStore } from '../view-store';
import { hasInput } from '../has-input';
import { ChatBody } from './chat-body';
import { ChatHeader } from './chat-header';
import { CHAT_PANEL_FRAME } from './chat-panel-frame';
import { LiveRegion } from './live-region';

// The pinned announcements' strip (their HTML goes through DOMPurify) loads once there are some:
// the window itself opens without the sanitiser.
const TopAnnouncementStrip = dynamic(() => import('./top-announcement-strip').then((m) => m.TopAnnouncementStrip), { ssr: false });

/**
 * The open chat window: full screen on phones (kept inside the visual viewport, so the input
 * rides above the keyboard), a floating panel on desktop. Tabs with unread badges, the
 * pinned announcements, the current view, and the polite live region.
 */
export function ChatPanel({ vipLevel }: { vipLevel: number }) {
  const { t } = useT('chat');
  const panelId = useId();
  const tab = useChatViewStore((s) => s.tab);
  const peer = useChatViewStore((s) => s.peer);
  const unread = useUnreadCounts();
  const club = useChatStore((s) => s.club);
  const viewport = useVisualViewportVars();

  // The club tab shows club or alliance chat: once 30091 says which, show it.
  useEffect(() => {
    if (useChatViewStore.getState().tab === 'club') activateView();
  }, [club.kind, unread?.enableClub]);

  const badges: Record<ChatTab, number> = {
    announcement: unread?.announcement ?? 0,
    public: unread?.public ?? 0,
    private: unread?.private ?? 0,
    club: unread?.enableClub ? unread.club : 0,
    friends: 0,
  };
  const items: TabItem<ChatTab>[] = TAB_BAR.map((value) => ({
    value,
    label: value === 'club' && club.kind === 'alliance' ? t('tabs.alliance') : t(`tabs.${value}`),
    badge: badges[value],
  }));
  const pinned = useChatStore((s) => (s.topAnnouncements?.length ?? 0) > 0);
  const showStrip = pinned && (tab === 'announcement' || tab === 'public' || tab === 'club');

  return (
    <section aria-label={t('title')} style={viewport} className={CHAT_PANEL_FRAME}>
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-10 top-0 h-px bg-gradient-to-r from-transparent via-gold-300/80 to-transparent" />
      <ChatHeader showSettings={!hasInput({ tab, peer, enableClub: unread?.enableClub })} />
      <Tabs
        ariaLabel={t('tabsLabel')}
        items={items}
        value={tab}
        onChange={(next) => (next === tab && !peer ? undefined : selectTab(next))}
        panelId={panelId}
        className="mx-3 mb-2 shrink-0 !gap-0.5 [&>button]:!px-2"
      />
      {showStrip ? <TopAnnouncementStrip /> : null}
      <div id={panelId} role="tabpanel" className="relative min-h-0 flex-1 bg-night-950/30">
        <ChatBody vipLevel={vipLevel} />
      </div>
      <LiveRegion />
    </section>
  );
}
