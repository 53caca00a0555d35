'use client';

import { useT } from 'next-i18next/client';
import { RedDot } from '@/ui/red-dot';
import { openChatWindow } from '../actions';
import { useChatBadge } from '../use-chat-badge';
import { Icon } from '@/ui/icon';
import { preloadChatPanel } from './lazy-chat-panel';

/** The collapsed chat: a round button with the lobby's unread badge (it follows the settings). */
export function ChatLauncher() {
  const { t } = useT('chat');
  const badge = useChatBadge();
  return (
    <button
      type="button"
      onClick={() => openChatWindow()}
      onPointerEnter={preloadChatPanel}
      onPointerDown={preloadChatPanel}
      onFocus={preloadChatPanel}
      aria-label={badge > 0 ? t('openWithUnread', { count: badge }) : t('open')}
      data-testid="chat-launcher"
      className="fixed bottom-[calc(8.5rem+env(safe-area-inset-bottom))] right-4 z-30 flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 via-gold-400 to-gold-600 text-night-950 shadow-glow ring-4 ring-night-900/80 transition hover:brightness-110 active:scale-95 lg:bottom-24"
    >
      <Icon name="chat" className="h-8 w-8" />
      <RedDot count={badge} className="absolute -right-1 -top-1" />
    </button>
  );
}
