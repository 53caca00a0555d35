'use client';

import { useT } from 'next-i18next/client';
import { useBrand } from '@/brand';
import { VIP_COLUMNS, vipColumnLabelKey, vipTierLabelKey } from '@/brand/vip';
import { VipBadge } from '@/brand/vip-badge';
import { useVipCell } from '../use-vip-cell';

/**
 * The brand's VIP privilege table (chat §6, §9): the eight tiers by the twelve columns, the
 * player's row highlighted. Wide on a phone: it scrolls sideways with the tier column kept.
 */
export function VipTable({ level }: { level: number }) {
  const { t } = useT('member');
  const brand = useBrand();
  const cell = useVipCell();
  return (
    <section aria-labelledby="member-vip-table" className="min-w-0 rounded-3xl bg-night-900/80 p-5 ring-1 ring-white/10">
      <h2 id="member-vip-table" className="font-black text-white">
        {t('vip.tableTitle')}
      </h2>
      <div className="-mx-5 mt-3 overflow-x-auto px-5" tabIndex={0} aria-labelledby="member-vip-table">
        <table className="w-max min-w-full border-separate border-spacing-0 text-sm">
          <thead>
            <tr className="text-left text-xs text-mist-300">
              <th scope="col" className="sticky left-0 z-10 bg-night-900 py-2 pr-3 font-bold">
                {t('vip.tierColumn')}
              </th>
              {VIP_COLUMNS.map((column) => (
                <th key={column.id} scope="col" className="whitespace-nowrap px-3 py-2 text-right font-bold">
                  {t(vipColumnLabelKey(column.id))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {brand.vip.map((tier) => {
              const mine = tier.level === level;
              return (
                <tr key={tier.level} aria-current={mine ? 'true' : undefined} data-current={mine || undefined} className={mine ? 'bg-brand/15' : ''}>
                  <th
                    scope="row"
                    className={`sticky left-0 z-10 whitespace-nowrap py-2 pr-3 text-left font-normal ${
                      mine ? 'bg-[#1d1e4a] shadow-[inset_3px_0_0_rgb(var(--brand-accent))]' : 'bg-night-900'
                    }`}
                  >
                    <span className="flex items-center gap-2 pl-2">
                      <VipBadge level={tier.level} name={t(vipTierLabelKey(tier.tier))} size="sm" />
                      {mine ? <span className="rounded-full bg-brand px-2 text-[11px] font-bold text-night-950">{t('vip.yours')}</span> : null}
                    </span>
                  </th>
                  {VIP_COLUMNS.map((column) => (
                    <td key={column.id} className={`whitespace-nowrap px-3 py-2 text-right tabular-nums ${mine ? 'font-bold text-white' : 'text-mist-300'}`}>
                      {cell(tier.privileges[column.id], column.unit)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
