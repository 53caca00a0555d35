import type { Goods } from '@/protocol';
import { Button } from '@/ui/button';
import { formatNumber } from '@/ui/format';
import { goodsLabel } from '../goods-label';
import type { StoreT } from '../texts';

const KIND_TONES: Record<Goods['Kind'], string> = {
  gold: 'bg-gold-500/15 text-gold-300',
  gem: 'bg-plum-700 text-violet-200',
  bigSpenderPack: 'bg-ruby-500/20 text-red-200',
  passTicket: 'bg-night-600 text-mist-300',
};

/**
 * One goods card: kind, what it credits, its price (NT$ or gold) and VIP points, and the buy
 * button (disabled while any purchase is in flight).
 */
export function GoodsCard({ goods, ts, busy, onBuy, action }: { goods: Goods; ts: StoreT; busy: boolean; onBuy: () => void; action?: string }) {
  const label = goodsLabel(ts, goods);
  return (
    <li data-testid="goods-card" data-goods={goods.GoodsID} className="flex min-w-0 flex-col gap-2 rounded-2xl bg-night-800/80 p-3 ring-1 ring-white/10 sm:p-4">
      <span className={`self-start rounded-full px-2 py-0.5 text-[11px] font-bold ${KIND_TONES[goods.Kind]}`}>{ts(`kinds.${goods.Kind}`)}</span>
      <p className="break-words text-base font-black leading-tight text-white sm:text-lg">{label}</p>
      <p className="text-sm font-bold text-gold-300">
        {goods.PriceTWD !== null ? ts('goods.price', { price: formatNumber(goods.PriceTWD) }) : ts('goods.priceGold', { price: formatNumber(goods.PriceGold) })}
      </p>
      {goods.Points > 0 ? <p className="text-xs text-mist-400">{ts('goods.points', { points: formatNumber(goods.Points) })}</p> : null}
      <Button className="mt-auto" block disabled={busy} onClick={onBuy} aria-label={`${action ?? ts('goods.buy')} ${label}`}>
        {busy ? ts('goods.buying') : (action ?? ts('goods.buy'))}
      </Button>
    </li>
  );
}
