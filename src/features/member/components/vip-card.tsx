'use client';

import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { vipColumnLabelKey, vipTierLabelKey } from '@/brand/vip';
import { VipBadge, VipBadgeArt } from '@/brand/vip-badge';
import type { VipLevels } from '@/protocol/vip';
import { formatNumber } from '@/ui/format';
import { useVipCell } from '../use-vip-cell';
import { vipPointsProgress, vipProgress } from '../vip-progress';

/**
 * VIP 等級: the tier badge, the eight tiers with the reached ones lit, the bar of VIP points
 * towards the next tier (10101 Levels: `levels`, null while asked), and what the next tier adds
 * from the brand's VIP table.
 */
export function VipCard({ level, levels, failed = false }: { level: number; levels: VipLevels | null; failed?: boolean }) {
  const { t } = useT('member');
  const brand = useBrand();
  const p = vipProgress(brand.vip, level);
  const tierName = (tier: string) => t(vipTierLabelKey(tier as never));
  const cell = useVipCell();
  const points = levels && vipPointsProgress(levels);
  const top = !p.next || points?.next === null;
  const nextName = p.next ? `VIP${p.next.level} ${tierName(p.next.tier)}` : '';
  let amount = '';
  let toNext = t('vip.max');
  if (points && !top && points.next !== null) {
    amount = t('vip.points', { points: formatNumber(points.points), next: formatNumber(points.next) });
    // Nothing missing yet no tier: the rise is being committed; the push follows.
    toNext = points.missing > 0 ? t('vip.toNext', { missing: formatNumber(points.missing), tier: nextName }) : t('vip.next', { tier: nextName });
  } else if (points) amount = t('vip.pointsTotal', { points: formatNumber(points.points) });
  return (
    <section aria-labelledby="member-vip" className="rounded-3xl bg-night-900/80 p-5 ring-1 ring-gold-500/20">
      <div className="flex items-center justify-between gap-3">
        <h2 id="member-vip" className="font-black text-white">{t('vip.title')}</h2>
        {p.current ? (
          <VipBadge testId="vip-badge" level={p.current.level} name={tierName(p.current.tier)} className="rounded-full bg-night-950/60 py-1 pl-1 pr-3 ring-1 ring-gold-500/30" />
        ) : (
          <span data-testid="vip-badge" className="text-sm font-bold text-mist-300">{t('vip.none')}</span>
        )}
      </div>
      {/* the eight tiers at a glance, the reached ones lit */}
      <ol className="mt-4 flex justify-between gap-1" aria-hidden="true">
        {brand.vip.map((tier) => (
          <li key={tier.level} className={tier.level <= p.reached ? '' : 'opacity-35 grayscale'}>
            <VipBadgeArt level={tier.level} className={tier.level === p.current?.level ? 'h-9 w-9' : 'h-7 w-7'} />
          </li>
        ))}
      </ol>
      <p className="mt-2 text-center text-xs text-mist-400">{t('vip.reached', { reached: p.reached, total: p.total })}</p>
      {points ? (
        <>
          <div
            data-testid="vip-points-bar"
            className="mt-4 h-2 overflow-hidden rounded-full bg-night-700"
            role="progressbar"
            aria-label={t('vip.title')}
            aria-valuemin={0}
            aria-valuemax={top ? 1 : points.next ?? 1}
            aria-valuenow={top ? 1 : Math.min(points.points, points.next ?? 0)}
            aria-valuetext={amount}
          >
            <div className="h-full rounded-full bg-gradient-to-r from-gold-300 to-gold-600 transition-[width] duration-300 motion-reduce:transition-none" style={{ width: `${top ? 100 : points.fraction * 100}%` }} />
          </div>
          <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-xs">
            <span data-testid="vip-points" className="tabular-nums text-gold-300">{amount}</span>
            <span data-testid="vip-to-next" className="text-mist-300">{toNext}</span>
          </p>
        </>
      ) : failed ? (
        <p className="mt-4 text-xs text-mist-400">{t('vip.pointsFailed')}</p>
      ) : (
        <div aria-busy="true" className="mt-4 h-2 animate-pulse-late rounded-full bg-night-700 motion-reduce:animate-none" />
      )}
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
