'use client';

import { useT } from 'next-i18next/client';
import { setSettingsOpen } from '../actions';
import { ICON_BUTTON } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { ChatEnvelopeButton, useCanSendEnvelopes } from '@/features/red-envelope';
import { useChatStore } from '../store';
import { CHAT_HEADER_ROW, ChatTitle, CollapseChatButton } from './chat-panel-frame';

/**
 * The window's title bar: the title, the settings button when the view has no input area
 * (where the spec puts it), and the collapse button.
 */
export function ChatHeader({ showSettings }: { showSettings: boolean }) {
  const { t } = useT('chat');
  const canSendEnvelopes = useCanSendEnvelopes();
  const clubChat = useChatStore((s) => s.club.kind === 'club' || s.club.kind === 'alliance');
  return (
    <div className={CHAT_HEADER_ROW}>
      <ChatTitle />
      {canSendEnvelopes ? <ChatEnvelopeButton clubChannel={clubChat} /> : null}
      {showSettings ? (
        <button
          type="button"
          onClick={() => setSettingsOpen(true)}
          aria-label={t('settings')}
          className={ICON_BUTTON}
        >
          <Icon name="gear" className="h-5 w-5" />
        </button>
      ) : null}
      <CollapseChatButton />
    </div>
  );
}
