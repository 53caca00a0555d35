'use client';

import type { RichListEntry } from '@/protocol';
import { formatNumber } from '@/ui/format';
import type { RankT } from '../texts';
import { RankAvatar } from './rank-avatar';
import { VipTag } from './vip-tag';

/** Medal colours of places 1–3 (a tie shares the colour of its rank). */
const MEDAL = {
  1: { ring: 'ring-gold-300', badge: 'from-gold-300 to-gold-500 text-night-950', stand: 'h-24 sm:h-28 from-gold-500/40' },
  2: { ring: 'ring-mist-300', badge: 'from-mist-300 to-mist-500 text-night-950', stand: 'h-16 sm:h-20 from-mist-400/30' },
  3: { ring: 'ring-amber-600', badge: 'from-amber-500 to-amber-700 text-white', stand: 'h-12 sm:h-14 from-amber-700/30' },
} as const;

function medalOf(rank: number) {
  return MEDAL[Math.min(3, Math.max(1, rank)) as 1 | 2 | 3];
}

function Place({ entry, tr, first, order }: { entry: RichListEntry; tr: RankT; first: boolean; order: string }) {
  const medal = medalOf(entry.Rank);
  return (
    <li data-testid="podium-place" className={`flex min-w-0 flex-1 flex-col items-center ${order}`}>
      {first ? (
        <svg viewBox="0 0 24 16" className="mb-1 h-5 w-8 text-gold-300 drop-shadow" fill="currentColor" aria-hidden="true">
          <path d="M2 14 0 3l6 4 6-7 6 7 6-4-2 11z" />
        </svg>
      ) : null}
      <div className="relative">
        <RankAvatar url={entry.PictureURL} setting={entry.PictureSetting} size={first ? 'lg' : 'md'} ring={medal.ring} />
        <span
          className={`absolute -bottom-2 left-1/2 flex h-6 min-w-6 -translate-x-1/2 items-center justify-center rounded-full bg-gradient-to-b px-1.5 text-xs font-black shadow ${medal.badge}`}
          aria-label={tr('coin.rank', { rank: entry.Rank })}
        >
          {entry.Rank}
        </span>
      </div>
      <p className="mt-3 w-full truncate text-center text-sm font-bold text-white" title={entry.Name}>
        {entry.Name}
      </p>
      <div className="mt-1">
        <VipTag level={entry.VIPLevel} tr={tr} />
      </div>
      <p className="mt-1 text-center text-sm font-black tabular-nums text-gold-300">
        {formatNumber(entry.Amount)} <span className="text-xs font-bold text-gold-400/80">{tr('coin.gold')}</span>
      </p>
      <div className={`mt-2 w-full rounded-t-xl bg-gradient-to-b to-transparent ${medal.stand}`} aria-hidden="true" />
    </li>
  );
}

/** The top three on stands, the first in the middle (on screen; in reading order 1, 2, 3). */
export function RankPodium({ entries, tr }: { entries: readonly RichListEntry[]; tr: RankT }) {
  const [first, second, third] = entries;
  if (!first) return null;
  return (
    <ol aria-label={tr('coin.podium')} className="flex items-end gap-2 px-1 pt-2 sm:gap-6 sm:px-8">
      <Place entry={first} tr={tr} first order="order-2" />
      {second ? <Place entry={second} tr={tr} first={false} order="order-1" /> : <li className="order-1 flex-1" aria-hidden="true" />}
      {third ? <Place entry={third} tr={tr} first={false} order="order-3" /> : <li className="order-3 flex-1" aria-hidden="true" />}
    </ol>
  );
}
