'use client';

import { useEffect, useState } from 'react';
import { useT } from 'next-i18next/client';
import { chatText } from '../chat-text';
import { useChatStore } from '../store';

/** An acknowledgement normally arrives within this; only a slower one shows 傳送中… (no flicker). */
export const PENDING_SHOWN_AFTER_MS = 800;

function PendingSend({ text }: { text: string }) {
  const { t } = useT('chat');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), PENDING_SHOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <li className="max-w-[80%] rounded-2xl bg-gold-400/20 px-3 py-1.5 text-sm text-white/70">
      <span className="whitespace-pre-wrap break-words">{chatText(text)}</span>
      <span className="ml-2 text-xs text-white/50">{t('pending.sending')}</span>
    </li>
  );
}

/**
 * The player's messages in this channel that the server has not acknowledged yet, each marked
 * 傳送中… once it has waited a moment: on a bad connection they stay until the resend after
 * the reconnect is answered, so the player sees nothing was lost.
 */
export function PendingSends({ channelKey }: { channelKey: string }) {
  const { t } = useT('chat');
  const outbox = useChatStore((s) => s.outbox);
  const pending = outbox.filter((m) => m.key === channelKey);
  if (pending.length === 0) return null;
  return (
    <ul className="flex flex-col items-end gap-1 px-4 pb-2 empty:hidden" aria-label={t('pending.label')} data-testid="pending-sends">
      {pending.map((m) => (
        <PendingSend key={m.clientId} text={m.text} />
      ))}
    </ul>
  );
}
