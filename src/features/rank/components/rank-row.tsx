'use client';

import type { RichListEntry, RichListMine } from '@/protocol';
import { formatNumber } from '@/ui/format';
import type { RankT } from '../texts';
import { RankAvatar } from './rank-avatar';
import { VipTag } from './vip-tag';

/** One ranked player (rank 4 on), or the player's own line (`mine`: Rank 0 reads 未上榜). */
export function RankRow({ entry, tr, mine = false }: { entry: RichListEntry | RichListMine; tr: RankT; mine?: boolean }) {
  const ranked = entry.Rank > 0;
  return (
    <div
      data-testid={mine ? 'rank-mine' : 'rank-row'}
      className={`flex min-h-16 items-center gap-3 rounded-2xl px-3 py-2 sm:px-4 ${
        mine ? 'bg-gradient-to-r from-plum-700 to-night-700 shadow-2xl ring-1 ring-gold-400/60' : 'bg-night-800/70 ring-1 ring-white/10'
      }`}
    >
      <span
        className={`w-12 shrink-0 text-center font-black tabular-nums ${ranked ? 'text-lg text-mist-300' : 'text-xs text-mist-400'}`}
        aria-label={ranked ? tr('coin.rank', { rank: entry.Rank }) : undefined}
      >
        {ranked ? entry.Rank : tr('coin.unranked')}
      </span>
      <RankAvatar url={entry.PictureURL} setting={entry.PictureSetting} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
        {mine ? <span className="text-xs font-bold text-gold-300">{tr('coin.mine')}</span> : null}
        <span className="truncate font-bold text-white" title={entry.Name}>
          {entry.Name}
        </span>
        <VipTag level={entry.VIPLevel} tr={tr} />
      </div>
      <span className="shrink-0 text-right font-black tabular-nums text-gold-300">
        {formatNumber(entry.Amount)} <span className="text-xs font-bold text-gold-400/80">{tr('coin.gold')}</span>
      </span>
    </div>
  );
}
