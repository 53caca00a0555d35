'use client';

import Link from '@/ui/link';
import { useT } from 'next-i18next/client';
import { ChatSpecialOp } from '@/protocol/chat-rules';
import type { ReceivedChatMessage } from '@/protocol';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { EnvelopeCard } from '@/features/red-envelope';
import { RecordWinCard } from '@/features/big-win';
import { openBankCode } from '../actions';
import { Icon } from '@/ui/icon';

const param = (params: ReceivedChatMessage['Params'], name: string): string => {
  const value = params?.[name];
  return value === undefined || value === null ? '' : String(value);
};

/**
 * The card of a special message (chat spec §3 parameters): a shared game as a link card,
 * a record win that opens the replay page, a vault unlock that opens the bank-code modal, a
 * red envelope that opens the envelope overlay (src/features/red-envelope).
 * Null for plain messages.
 */
export function SpecialMessageCard({ message }: { message: ReceivedChatMessage }) {
  const { t } = useT('chat');
  const locale = useLocale();
  const params = message.Params;
  const op = param(params, 'op');
  const gameCode = param(params, 'gamecode');
  const gameName = param(params, 'gameName') || gameCode;
  const card =
    'mt-2 flex w-full min-h-11 items-center gap-3 rounded-2xl bg-gradient-to-r from-plum-700/90 to-night-700/90 p-3 text-left ring-1 ring-gold-400/40 transition hover:ring-gold-300';

  if (op === ChatSpecialOp.Share && gameCode) {
    return (
      <Link href={`${localePath(locale, '/play/now')}?gameCode=${encodeURIComponent(gameCode)}`} className={card}>
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-b from-gold-300 to-gold-600 text-night-950">
          <Icon name="gamepad" className="h-6 w-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-mist-300">{t('special.share')}</span>
          <span className="block truncate font-bold text-white">{gameName}</span>
        </span>
        <span className="shrink-0 rounded-full bg-gold-400 px-3 py-1 text-xs font-black text-night-950">{t('special.playNow')}</span>
      </Link>
    );
  }

  if (op === ChatSpecialOp.RecordWin) return <RecordWinCard message={message} />;

  if (op === ChatSpecialOp.VaultUnlock) {
    return (
      <button type="button" className={card} onClick={() => openBankCode(param(params, 'subContent'), gameName)}>
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-b from-jade-400 to-jade-600 text-white">
          <Icon name="vault" className="h-6 w-6" />
        </span>
        <span className="min-w-0 flex-1 font-bold text-white">{t('special.vault')}</span>
        <span className="shrink-0 rounded-full bg-gold-400 px-3 py-1 text-xs font-black text-night-950">{t('special.viewCode')}</span>
      </button>
    );
  }

  if (op === ChatSpecialOp.RedEnvelope) return <EnvelopeCard message={message} />;

  return null;
}
