'use client';

import { useT } from 'next-i18next/client';
import type { ReactNode } from 'react';
import { formatNumber } from '@/ui/format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-mist-400">{label}</dt>
      <dd className="text-right font-bold text-white">{children}</dd>
    </div>
  );
}

/** Amount, fee (rate per mille, rounded up), total and today's limits of a player gift. */
export function GiftSummary({
  amount,
  fee,
  feePerMille,
  unit,
  dailyAmountLeft,
  dailyCountLeft,
}: {
  amount: number;
  fee: number;
  feePerMille: number;
  unit: string;
  dailyAmountLeft: number;
  dailyCountLeft: number;
}) {
  const { t } = useT('gifts');
  const left = (n: number) => (n < 0 ? t('player.unlimited') : formatNumber(n));
  return (
    <dl className="space-y-1.5 rounded-2xl bg-night-950/50 p-3 text-sm ring-1 ring-white/5">
      <Row label={t('player.amount')}>{`${formatNumber(amount)} ${unit}`}</Row>
      <Row label={t('player.fee', { rate: feePerMille })}>
        <span data-testid="gift-fee">{`${formatNumber(fee)} ${unit}`}</span>
      </Row>
      <Row label={t('player.total')}>
        <span data-testid="gift-total" className="text-gold-300">{`${formatNumber(amount + fee)} ${unit}`}</span>
      </Row>
      <Row label={t('player.dailyAmountLeft')}>{left(dailyAmountLeft)}</Row>
      <Row label={t('player.dailyCountLeft')}>{left(dailyCountLeft)}</Row>
    </dl>
  );
}
