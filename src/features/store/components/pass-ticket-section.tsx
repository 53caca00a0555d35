'use client';

import { STORE_FILTERS, type Goods, type StoreFilter } from '@/protocol';
import { applyBag } from '@/features/wallet';
import { showToast } from '@/ui/toast-store';
import { goodsLabel } from '../goods-label';
import { exchangeGold } from '../requests';
import type { StoreT } from '../texts';
import { useLobbyMutation } from '@/http/lobby-queries';
import { newRequestId } from '@/http/request-id';
import { storeApi } from '@/protocol';
import { GoodsCard } from './goods-card';

/**
 * Pass tickets for gold (brands with `passTicketStore`), narrowed by the store brand filter
 * (全部, BE, BNG, RSG, ATG). One exchange at a time, with its RequestID kept for a retry.
 */
/** A pass ticket bought with gold: idempotent by its request id; the goods' limits change. */
const PASS = { requestId: () => newRequestId('pass'), invalidates: [storeApi.GoodsSetting] };

export function PassTicketSection({
  tickets,
  filter,
  onFilter,
  ts,
  errorText,
}: {
  tickets: readonly Goods[];
  filter: StoreFilter;
  onFilter: (f: StoreFilter) => void;
  ts: StoreT;
  errorText: (code: number, message?: string) => string;
}) {
  const { run, busy } = useLobbyMutation(PASS);
  const buy = async (g: Goods) => {
    const out = await run(g.GoodsID, (RequestID) => exchangeGold({ GoodsID: g.GoodsID, Quantity: 1, RequestID }));
    if (!out) return;
    if (!out.ok) {
      showToast(errorText(out.code, out.message), { tone: 'error' });
      return;
    }
    applyBag(out.result.Bag);
    showToast(ts('passTickets.bought', { name: goodsLabel(ts, g) }), { tone: 'success' });
  };

  return (
    <section aria-labelledby="pass-tickets" className="flex flex-col gap-3 rounded-3xl bg-gradient-to-b from-plum-800/80 to-night-900/80 p-3 ring-1 ring-gold-500/25 sm:p-5">
      <div className="flex flex-col gap-1">
        <h2 id="pass-tickets" className="text-lg font-black text-white">
          {ts('passTickets.title')}
        </h2>
        <p className="text-xs text-mist-400">{ts('passTickets.note')}</p>
      </div>
      <div role="group" aria-label={ts('filter.label')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {STORE_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={f === filter}
            onClick={() => onFilter(f)}
            className={`min-h-11 min-w-14 shrink-0 rounded-full px-4 text-sm font-bold ring-1 ring-inset ${
              f === filter ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-night-950 ring-gold-300/60' : 'bg-night-800/80 text-mist-300 ring-white/10 hover:text-white'
            }`}
          >
            {f === 'all' ? ts('filter.all') : f.toUpperCase()}
          </button>
        ))}
      </div>
      {tickets.length === 0 ? (
        <p className="py-6 text-center text-mist-300">{ts('goods.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tickets.map((g) => (
            <GoodsCard key={g.GoodsID} goods={g} ts={ts} busy={busy} onBuy={() => void buy(g)} action={ts('passTickets.exchange')} />
          ))}
        </ul>
      )}
    </section>
  );
}
