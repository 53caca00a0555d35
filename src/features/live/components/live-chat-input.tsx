'use client';

import type { ReactNode } from 'react';
import { useSession } from 'next-auth/react';
import { useT } from 'next-i18next/client';
import { MessageComposer } from '@/features/chat';
import { sendLiveDraft, setLiveDraft } from '../actions';
import { useLiveStore } from '../store';

/**
 * The live chat's input row: the chat's composer (100 characters, Enter / Shift+Enter / IME),
 * with `actions` (the gift button) before send. Off once the room closed (200221). Guests
 * watch and read but do not chat (chat spec §1, §6).
 */
export function LiveChatInput({ actions }: { actions?: ReactNode }) {
  const { t } = useT('live');
  const draft = useLiveStore((s) => s.draft);
  const phase = useLiveStore((s) => s.phase);
  const on = phase === 'joined';
  const guest = useSession().data?.provider === 'guest';
  if (guest) {
    return (
      <p className="shrink-0 border-t border-white/10 bg-night-900/95 px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3 text-center text-sm text-mist-300">
        {t('chat.guest')}
      </p>
    );
  }
  return (
    <div className="relative shrink-0 border-t border-white/10 bg-night-900/95 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3">
      {phase === 'closed' ? (
        <p role="status" className="mb-2 rounded-xl bg-ruby-500/15 px-3 py-2 text-center text-sm font-bold text-ruby-500" data-testid="live-chat-off">
          {t('chat.off')}
        </p>
      ) : null}
      <MessageComposer
        value={draft}
        onChange={setLiveDraft}
        onSend={sendLiveDraft}
        disabled={!on}
        placeholder={t('chat.placeholder')}
        trailing={on ? actions : null}
      />
    </div>
  );
}
