'use client';

import { useBrand, vipTierLabelKey } from '@/brand';
import type { RankT } from '../texts';

/** VIP n with its tier's name (銅 … 黑曜石) from the brand's VIP table; level 0 shows nothing. */
export function VipTag({ level, tr }: { level: number; tr: RankT }) {
  const tier = useBrand().vip.find((t) => t.level === level);
  if (!(level > 0)) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-gradient-to-r from-gold-400 to-gold-600 px-2 py-0.5 text-[0.6875rem] font-black leading-4 text-night-950">
      {tr('vip.level', { level })}
      {tier ? <span>{tr(vipTierLabelKey(tier.tier))}</span> : null}
    </span>
  );
}
