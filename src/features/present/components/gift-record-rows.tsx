'use client';

import { useT } from 'next-i18next/client';
import { GiftDirection, type GiftRecord } from '@/protocol/gift-records';
import { formatNumber } from '@/ui/format';
import { formatTaipeiTime } from '@/ui/format-time';
import { usePresentT } from '../texts';

const WALLET_ITEMS = new Set([1, 2, 39]);

/** The item's name: gold / gem / points from the page's texts, a gift (42–49) from the gift catalogue's. */
export function useItemName(): (itemId: number) => string {
  const { t } = useT('gifts');
  const { tn } = usePresentT();
  return (itemId) => {
    if (WALLET_ITEMS.has(itemId)) return tn(`items.${itemId}`);
    const name = t(`names.${itemId}`, { defaultValue: '' });
    return name || tn('unknownItem', { id: itemId });
  };
}

/** One row per gift: time (Taipei), sent / received, the other player (name and ID), item, amount, fee. */
export function GiftRecordRows({ list }: { list: readonly GiftRecord[] }) {
  const { tn } = usePresentT();
  const itemName = useItemName();
  return (
    <ul className="flex flex-col gap-2">
      {list.map((g) => {
        const sent = g.Direction === GiftDirection.Sent;
        return (
          <li key={g.GiftID} data-testid="gift-record" className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1 rounded-2xl bg-night-950/50 px-4 py-3 text-sm">
            <span
              className={`row-span-2 rounded-full px-2.5 py-1 text-xs font-bold ${sent ? 'bg-ruby-500/20 text-ruby-500' : 'bg-jade-400/20 text-jade-400'}`}
            >
              {tn(`direction.${g.Direction}`)}
            </span>
            <p className="min-w-0">
              <span className="break-all font-bold text-white">{g.Name}</span>{' '}
              <span className="text-xs tabular-nums text-mist-400">{tn('playerId', { id: g.PlayerID })}</span>
            </p>
            <p className="text-right font-bold tabular-nums text-gold-300">
              {itemName(g.ItemID)} ×{formatNumber(g.Amount)}
            </p>
            <p className="text-xs tabular-nums text-mist-400">
              {formatTaipeiTime(g.CreateTime)}
              {g.RoomID > 0 ? <span className="ml-2">{tn('live')}</span> : null}
            </p>
            <p className="text-right text-xs tabular-nums text-mist-400">
              {tn('columns.fee')} {g.Fee > 0 ? formatNumber(g.Fee) : tn('noFee')}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
