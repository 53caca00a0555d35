'use client';

import { useEffect } from 'react';
import { useLobbyPages } from '@/http/lobby-queries';
import { paymentGroupLabelKey, myCardMethodLabelKey } from '@/brand/payments';
import { storeApi, type OrderListResult } from '@/protocol';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { formatTaipeiTime } from '@/ui/format-time';
import { LoadingText } from '@/ui/loading-text';
import { reportPurchase } from '../purchase-analytics';
import type { StoreT } from '../texts';
import { openPayPage } from '../use-order-flow';
import { orderLabel } from '../goods-label';
import { StatusChip, orderLook } from './status-chip';

const PER_PAGE = 10;
type Row = OrderListResult['List'][number];
const orderId = (o: Row) => o.OrderID;

/**
 * The player's orders, newest first, 10 at a time (載入更多), with status chips; a pending one
 * keeps its pay page link. Paid bank / card orders found here report their purchase event (once
 * per OrderID) in case they were paid while no store page was open. A new or closed order reads
 * the list again (../use-order-flow.ts).
 */
export function OrderHistory({ ts }: { ts: StoreT }) {
  const orders = useLobbyPages(storeApi.OrderList, { Page: 1, PerPage: PER_PAGE }, { idOf: orderId });
  const { items } = orders;
  useEffect(() => {
    for (const row of items ?? []) reportPurchase(row.Analytics);
  }, [items]);
  const rows = items ?? [];

  if (orders.items === null && orders.error === null) return <LoadingText className="py-12 text-center" />;
  if (orders.error !== null && rows.length === 0)
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-10 text-center">
        <p className="text-mist-300">{ts('history.failed')}</p>
        <Button variant="secondary" onClick={orders.retry}>
          {ts('history.retry')}
        </Button>
      </div>
    );
  if (rows.length === 0) return <p className="py-12 text-center text-mist-300">{ts('history.empty')}</p>;

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={ts('history.title')} className="flex flex-col gap-2">
        {rows.map((o) => (
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
      {orders.hasMore || (orders.error !== null && rows.length < orders.total) ? (
        <Button variant="secondary" disabled={orders.loading} onClick={orders.error !== null ? orders.retry : orders.loadMore}>
          {ts('history.more')}
        </Button>
      ) : null}
    </div>
  );
}
