import type { OrderStatus } from '@/protocol';
import type { StoreT } from '../texts';

const TONES: Record<OrderStatus, string> = {
  pending: 'bg-gold-500/15 text-gold-300 ring-gold-400/40',
  paid: 'bg-jade-500/15 text-jade-400 ring-jade-400/40',
  failed: 'bg-ruby-500/15 text-red-300 ring-ruby-500/50',
};

/** An order's status as a coloured chip: 待付款 gold, 已完成 green, 失敗 red. */
export function StatusChip({ status, ts }: { status: OrderStatus; ts: StoreT }) {
  return (
    <span data-testid="status-chip" data-status={status} className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ring-inset ${TONES[status]}`}>
      {ts(`status.${status}`)}
    </span>
  );
}
