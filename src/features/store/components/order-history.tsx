'use client';

import { useEffect, useState } from 'react';
import { paymentGroupLabelKey, myCardMethodLabelKey } from '@/brand/payments';
import type { OrderListResult } from '@/protocol';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { formatTaipeiTime } from '@/ui/format-time';
import { LoadingText } from '@/ui/loading-text';
import { reportPurchase } from '../purchase-analytics';
import { loadOrders } from '../requests';
import type { StoreT } from '../texts';
import { openPayPage } from '../use-order-flow';
import { orderLabel } from '../goods-label';
import { StatusChip, orderLook } from './status-chip';

const PER_PAGE = 10;
type Row = OrderListResult['List'][number];
type State = { phase: 'loading' | 'error' | 'ready'; rows: Row[]; total: number; page: number };

/**
 * The player's orders, newest first, 10 at a time (載入更多), with status chips; a pending one
 * keeps its pay page link. Paid bank / card orders found here report their purchase event (once
 * per OrderID) in case they were paid while no store page was open. `refresh` reloads page 1.
 */
export function OrderHistory({ ts, refresh = 0 }: { ts: StoreT; refresh?: number }) {
  const [state, setState] = useState<State>({ phase: 'loading', rows: [], total: 0, page: 1 });
  const [want, setWant] = useState({ page: 1, attempt: 0, refresh });
  if (want.refresh !== refresh) setWant({ page: 1, attempt: 0, refresh });

  useEffect(() => {
    let live = true;
    void loadOrders(want.page, PER_PAGE).then((out) => {
      if (!live) return;
      if (!out.ok) {
        setState((s) => ({ ...s, phase: 'error' }));
        return;
      }
      for (const row of out.result.List) reportPurchase(row.Analytics);
      setState((s) => ({
        phase: 'ready',
        rows: want.page === 1 ? out.result.List : [...s.rows, ...out.result.List.filter((r) => !s.rows.some((x) => x.OrderID === r.OrderID))],
        total: out.result.Total,
        page: want.page,
      }));
    });
    return () => {
      live = false;
    };
  }, [want]);

  if (state.phase === 'loading' && state.rows.length === 0) return <LoadingText className="py-12 text-center" />;
  if (state.phase === 'error' && state.rows.length === 0)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{ts('history.failed')}</p>
        <Button variant="secondary" onClick={() => setWant((w) => ({ ...w, attempt: w.attempt + 1 }))}>
          {ts('history.retry')}
        </Button>
      </div>
    );
  if (state.rows.length === 0) return <p className="py-12 text-center text-mist-300">{ts('history.empty')}</p>;

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={ts('history.title')} className="flex flex-col gap-2">
        {state.rows.map((o) => (
          <li key={o.OrderID} data-testid="order-row" className="flex flex-col gap-1.5 rounded-2xl bg-night-800/80 p-3 ring-1 ring-white/10">
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate font-bold text-white">{orderLabel(ts, o)}</span>
              <StatusChip look={orderLook(o)} ts={ts} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-mist-400">
              <span>{formatTaipeiTime(o.CreatedAt)}</span>
              <span>
                {ts(paymentGroupLabelKey(o.Group))}
                {o.Method ? ` · ${ts(myCardMethodLabelKey(o.Method))}` : ''}
              </span>
              <span className="font-bold text-gold-300">{ts('history.amount', { amount: formatNumber(o.AmountTWD) })}</span>
            </div>
            <div className="flex items-center justify-between gap-2">
              <span className="min-w-0 break-all text-[11px] text-mist-500">{o.OrderID}</span>
              {o.Status === 'pending' && o.PayUrl ? (
                <Button variant="secondary" className="shrink-0 px-3 text-sm" onClick={() => openPayPage(o.PayUrl!)}>
                  {ts('order.openPay')}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {state.rows.length < state.total ? (
        <Button variant="secondary" disabled={state.phase === 'loading'} onClick={() => {
          setState((s) => ({ ...s, phase: 'loading' }));
          setWant((w) => ({ ...w, page: state.page + 1 }));
        }}>
          {ts('history.more')}
        </Button>
      ) : null}
    </div>
  );
}
