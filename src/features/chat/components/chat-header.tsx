'use client';

import { useT } from 'next-i18next/client';
import { setSettingsOpen } from '../actions';
import { Icon } from '@/ui/icon';
import { ChatEnvelopeButton, useCanSendEnvelopes } from '@/features/red-envelope/components/send-buttons';
import { useChatStore } from '../store';
import { CollapseChatButton } from './chat-panel-frame';

/**
 * The window's title bar: the title, the settings button when the view has no input area
 * (where the spec puts it), and the collapse button.
 */
export function ChatHeader({ showSettings }: { showSettings: boolean }) {
  const { t } = useT('chat');
  const canSendEnvelopes = useCanSendEnvelopes();
  const clubChat = useChatStore((s) => s.club.kind === 'club' || s.club.kind === 'alliance');
  return (
    <div className="flex shrink-0 items-center gap-2 px-4 pb-2 pt-[max(0.5rem,env(safe-area-inset-top))] lg:pt-3">
      <span className="flex h-8 w-8 items-center justify-center rounded-full bg-gradient-to-b from-gold-300 to-gold-600 text-night-950 shadow-glow">
        <Icon name="chat" className="h-5 w-5" />
      </span>
      <h2 className="flex-1 text-lg font-black tracking-wide text-gold-300">{t('title')}</h2>
      {canSendEnvelopes ? <ChatEnvelopeButton clubChannel={clubChat} /> : null}
      {showSettings ? (
        <button
          type="button"
          onClick={() => setSettingsOpen(true)}
          aria-label={t('settings')}
          className="flex h-11 w-11 items-center justify-center rounded-full text-mist-300 transition hover:bg-white/10 hover:text-white"
        >
          <Icon name="gear" className="h-5 w-5" />
        </button>
      ) : null}
      <CollapseChatButton />
    </div>
  );
}
