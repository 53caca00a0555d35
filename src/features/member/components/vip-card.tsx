'use client';

import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { vipColumnLabelKey, vipTierLabelKey } from '@/brand/vip';
import { formatNumber } from '@/ui/format';
import { Icon } from '@/ui/icon';
import { formatVipCell, vipProgress } from '../vip-progress';

/**
 * VIP 等級: the tier badge, how many of the eight tiers are reached, and what the next tier
 * adds from the brand's VIP table (the server has no VIP points to show a bar towards).
 */
export function VipCard({ level }: { level: number }) {
  const { t } = useT('member');
  const brand = useBrand();
  const p = vipProgress(brand.vip, level);
  const tierName = (tier: string) => t(vipTierLabelKey(tier as never));
  const cell = (value: Parameters<typeof formatVipCell>[0], unit: Parameters<typeof formatVipCell>[1]) =>
    formatVipCell(value, unit, (key, options) => t(key, options ?? {}), (n) => formatNumber(n));
  return (
    <section aria-labelledby="member-vip" className="rounded-3xl bg-night-900/80 p-5 ring-1 ring-gold-500/20">
      <div className="flex items-center justify-between gap-3">
        <h2 id="member-vip" className="font-black text-white">{t('vip.title')}</h2>
        <span data-testid="vip-badge" className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-gold-400 to-gold-600 px-3 py-0.5 text-sm font-black text-night-950">
          <Icon name="star" className="h-4 w-4" />
          {p.current ? `VIP${p.current.level} ${tierName(p.current.tier)}` : t('vip.none')}
        </span>
      </div>
      <div
        className="mt-4 h-2 overflow-hidden rounded-full bg-night-700"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={p.total}
        aria-valuenow={p.reached}
        aria-valuetext={t('vip.reached', { reached: p.reached, total: p.total })}
      >
        <div className="h-full rounded-full bg-gradient-to-r from-gold-300 to-gold-600" style={{ width: `${(p.reached / p.total) * 100}%` }} />
      </div>
      <p className="mt-2 flex justify-between text-xs text-mist-400">
        <span>{t('vip.reached', { reached: p.reached, total: p.total })}</span>
        <span>{p.next ? t('vip.next', { tier: `VIP${p.next.level} ${tierName(p.next.tier)}` }) : t('vip.max')}</span>
      </p>
      {p.next && p.gains.length > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-gold-300">{t('vip.gainsTitle')}</h3>
          <ul className="mt-2 grid gap-1 text-sm">
            {p.gains.map((g) => (
              <li key={g.column} className="flex items-center justify-between gap-3 rounded-xl bg-night-800/70 px-3 py-1.5">
                <span className="text-mist-300">{t(vipColumnLabelKey(g.column))}</span>
                <span className="tabular-nums text-white">
                  {g.unit === 'flag' ? cell(g.to, g.unit) : `${cell(g.from, g.unit)} → ${cell(g.to, g.unit)}`}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-3 text-xs text-mist-400">{t('vip.how')}</p>
    </section>
  );
}
