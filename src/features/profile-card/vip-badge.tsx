'use client';

import { useBrand, vipTierLabelKey } from '@/brand';

/** VIP n with the tier's name (銅 … 黑曜石) from the brand's VIP table; level 0 has no tier. */
export function VipBadge({ level, tp }: { level: number; tp: (key: string, options?: Record<string, unknown>) => string }) {
  const tier = useBrand().vip.find((t) => t.level === level);
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-gold-400 to-gold-600 px-2.5 py-1 text-xs font-black text-night-950">
      {tp('card.vip', { level })}
      {tier ? <span>{tp(vipTierLabelKey(tier.tier))}</span> : null}
    </span>
  );
}
