'use client';

import { useEffect, useRef } from 'react';
import { useFeature } from '@/brand';
import { useWallet } from '@/features/wallet';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { orderLabel } from '../goods-label';
import { openPayPage, type ActiveOrder } from '../use-order-flow';
import type { StoreT } from '../texts';
import { StatusChip, orderLook } from './status-chip';

const FRAMES = {
  pending: 'ring-gold-400/40 from-plum-800/90',
  paid: 'ring-jade-400/50 from-jade-600/25',
  failed: 'ring-ruby-500/50 from-ruby-600/20',
  expired: 'ring-white/20 from-night-800/90',
} as const;

/**
 * The order just placed: pending (pay page link, checked automatically), paid (with the new
 * balance from the wallet store), failed or expired (nothing charged, buy again).
 */
export function ActiveOrderPanel({ active, ts, tc, onDismiss }: { active: ActiveOrder; ts: StoreT; tc: StoreT; onDismiss: () => void }) {
  const { order, payUrl } = active;
  const wallet = useWallet();
  const gems = useFeature('gems');
  const status = order.Status;
  const look = orderLook(order);
  const ref = useRef<HTMLElement>(null);
  // the buy button may be far down the goods list on a phone: bring the new order into view
  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [order.OrderID, status]);
  return (
    <section
      ref={ref}
      role="status"
      aria-live="polite"
      data-testid="active-order"
      data-status={look}
      className={`flex flex-col gap-3 rounded-3xl bg-gradient-to-b ${FRAMES[look]} to-night-900/90 p-4 ring-1 sm:p-5`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-black text-white">{ts(`order.${look}Title`)}</h2>
        <StatusChip look={look} ts={ts} />
      </div>
      <p className="text-sm text-mist-300">
        {status === 'paid' ? ts('order.paidBody', { name: orderLabel(ts, order) }) : ts(`order.${look}Body`)}
      </p>
      <p className="break-all text-xs text-mist-400">{ts('order.orderId', { id: order.OrderID })}</p>
      {status === 'paid' ? (
        <p data-testid="order-balance" className="text-sm text-white">
          {ts('order.balance')}：<span className="font-black text-gold-300">{tc('common.goldAmount', { amount: formatNumber(wallet.gold) })}</span>
          {gems ? <span className="ml-3 font-black text-violet-200">{tc('common.gemAmount', { amount: formatNumber(wallet.gems) })}</span> : null}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {status === 'pending' ? (
          <Button onClick={() => openPayPage(payUrl)}>{ts('order.openPay')}</Button>
        ) : (
          <Button variant={status === 'paid' ? 'green' : 'primary'} onClick={onDismiss}>
            {ts('order.again')}
          </Button>
        )}
      </div>
    </section>
  );
}
