'use client';

import { useT } from 'next-i18next/client';
import { sendDraft, setDraft, setSettingsOpen } from '../actions';
import { useChatViewStore } from '../view-store';
import { Icon } from '@/ui/icon';
import { MessageComposer } from './message-composer';

/**
 * The chat window's input area (chat spec §2, §5): the shared composer (100 characters,
 * Enter / Shift+Enter / IME) on the current draft, with the settings button.
 */
export function ChatInput({ vipLevel }: { vipLevel: number }) {
  const { t } = useT('chat');
  const draft = useChatViewStore((s) => s.draft);

  return (
    <div className="shrink-0 border-t border-white/10 bg-night-900/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
      <MessageComposer
        value={draft}
        onChange={setDraft}
        onSend={() => sendDraft({ vipLevel })}
        leading={
          <button
            type="button"
            onClick={() => setSettingsOpen(true)}
            aria-label={t('settings')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/5 text-mist-300 ring-1 ring-white/10 transition hover:bg-white/10 hover:text-white"
          >
            <Icon name="gear" className="h-5 w-5" />
          </button>
        }
      />
    </div>
  );
}
