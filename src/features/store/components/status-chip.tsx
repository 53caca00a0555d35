import type { StoreOrder } from '@/protocol';
import type { StoreT } from '../texts';

/** What the player is told about an order: an expired order is a failed one nobody paid in time. */
export type OrderLook = StoreOrder['Status'] | 'expired';

export function orderLook(order: Pick<StoreOrder, 'Status' | 'Expired'>): OrderLook {
  return order.Expired ? 'expired' : order.Status;
}

const TONES: Record<OrderLook, string> = {
  pending: 'bg-gold-500/15 text-gold-300 ring-gold-400/40',
  paid: 'bg-jade-500/15 text-jade-400 ring-jade-400/40',
  failed: 'bg-ruby-500/15 text-red-300 ring-ruby-500/50',
  expired: 'bg-white/10 text-mist-300 ring-white/20',
};

/** An order's status as a coloured chip: 待付款 gold, 已完成 green, 失敗 red, 逾時 grey. */
export function StatusChip({ look, ts }: { look: OrderLook; ts: StoreT }) {
  return (
    <span data-testid="status-chip" data-status={look} className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${TONES[look]}`}>
      {ts(`status.${look}`)}
    </span>
  );
}
