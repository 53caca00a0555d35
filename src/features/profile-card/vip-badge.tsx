'use client';

import { useBrand, vipTierLabelKey } from '@/brand';
import { VipBadgeArt } from '@/brand/vip-badge';

/** The tier's badge art, VIP n and the tier's name (銅 … 黑曜石) from the brand's VIP table; level 0 has no tier. */
export function VipBadge({ level, tp }: { level: number; tp: (key: string, options?: Record<string, unknown>) => string }) {
  const tier = useBrand().vip.find((t) => t.level === level);
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-gold-400 to-gold-600 py-0.5 pl-0.5 pr-2.5 text-xs font-black text-night-950">
      <VipBadgeArt level={level} className="h-5 w-5" />
      {tp('card.vip', { level })}
      {tier ? <span>{tp(vipTierLabelKey(tier.tier))}</span> : null}
    </span>
  );
}
