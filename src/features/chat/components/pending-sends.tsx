'use client';

import { useT } from 'next-i18next/client';
import { sanitizeChatText } from '../sanitize';
import { useChatStore } from '../store';

/**
 * The player's messages in this channel that the server has not acknowledged yet, each marked
 * 傳送中…: normally gone within a moment; on a bad connection they stay until the resend after
 * the reconnect is answered, so the player sees nothing was lost.
 */
export function PendingSends({ channelKey }: { channelKey: string }) {
  const { t } = useT('chat');
  const outbox = useChatStore((s) => s.outbox);
  const pending = outbox.filter((m) => m.key === channelKey);
  if (pending.length === 0) return null;
  return (
    <ul className="flex flex-col items-end gap-1 px-4 pb-2" aria-label={t('pending.label')} data-testid="pending-sends">
      {pending.map((m) => (
        <li key={m.clientId} className="max-w-[80%] rounded-2xl bg-gold-400/20 px-3 py-1.5 text-sm text-white/70">
          <span className="whitespace-pre-wrap break-words">{sanitizeChatText(m.text)}</span>
          <span className="ml-2 text-xs text-white/50">{t('pending.sending')}</span>
        </li>
      ))}
    </ul>
  );
}
