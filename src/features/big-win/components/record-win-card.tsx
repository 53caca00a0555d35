'use client';

import Link from '@/ui/link';
import type { ReceivedChatMessage } from '@/protocol';
import { bigWinMultipleText } from '@/protocol/big-win-rules';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { formatNumber } from '@/ui/format';
import { Icon } from '@/ui/icon';
import { recordWinOf, replayQuery } from '../record-win';
import { useBigWinT } from '../texts';

/**
 * A record-win chat message (chat §2 "Record-win messages open the replay page"): who won how
 * much, at what multiple, in which game; a tap opens /{locale}/play-game/now for that round.
 */
export function RecordWinCard({ message }: { message: ReceivedChatMessage }) {
  const { tb, ready } = useBigWinT();
  const locale = useLocale();
  const win = recordWinOf(message);
  if (!win || !ready) return null;
  return (
    <Link
      href={`${localePath(locale, '/play-game/now')}?${replayQuery(win)}`}
      data-testid="record-win-card"
      className="mt-2 flex min-h-11 w-full items-center gap-3 rounded-2xl bg-gradient-to-r from-plum-700/90 to-night-700/90 p-3 text-left ring-1 ring-gold-400/40 transition hover:ring-gold-300"
    >
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-b from-ruby-500 to-plum-700 text-gold-300">
        <Icon name="replay" className="h-6 w-6" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-mist-300">{tb('card.title')}</span>
        <span className="block truncate font-bold text-white">{tb('card.who', { name: win.playerName || String(win.playerId), game: win.gameName })}</span>
        <span className="flex flex-wrap gap-x-2 text-xs font-bold text-gold-300">
          <span className="whitespace-nowrap">{tb('card.amount', { amount: formatNumber(win.amount) })}</span>
          {win.multiple > 0 ? <span className="whitespace-nowrap">{tb('card.multiple', { multiple: bigWinMultipleText(win.multiple) })}</span> : null}
        </span>
      </span>
      <span className="shrink-0 rounded-full bg-gold-400 px-3 py-1 text-xs font-black text-night-950">{tb('card.watch')}</span>
    </Link>
  );
}
