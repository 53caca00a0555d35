/**
 * What a goods card says: the amount it credits in the player's language (the server's Name is
 * the zh_tw reference text only).
 * @example goodsLabel(ts, gold1000) // '1,050,000 日金'
 */
import { ItemId } from '@/protocol/ids';
import { PASS_TICKET_ITEM, type Goods, type StoreOrder } from '@/protocol';
import { formatNumber } from '@/ui/format';
import type { StoreT } from './texts';

function firstAmount(items: Goods['Items'], except?: string): number {
  for (const [id, amount] of Object.entries(items)) if (id !== except) return amount;
  return 0;
}

export function goodsLabel(ts: StoreT, goods: Goods): string {
  const gold = goods.Items[String(ItemId.Gold)];
  switch (goods.Kind) {
    case 'gold':
    case 'bigSpenderPack':
      return ts('goods.gold', { amount: formatNumber(gold ?? firstAmount(goods.Items)) });
    case 'gem':
      return ts('goods.gem', { amount: formatNumber(firstAmount(goods.Items, String(ItemId.Gold))) });
    case 'passTicket': {
      const brand = goods.GameBrand ?? 'be';
      const count = goods.Items[String(PASS_TICKET_ITEM[brand])] ?? firstAmount(goods.Items);
      return ts('goods.passTicket', { brand: brand.toUpperCase(), count: formatNumber(count) });
    }
  }
}

/** What an order's goods are called in the player's language (an order is gold or gems, never pass tickets). */
export function orderLabel(ts: StoreT, order: Pick<StoreOrder, 'Items'>): string {
  const gold = order.Items[String(ItemId.Gold)];
  if (gold !== undefined) return ts('goods.gold', { amount: formatNumber(gold) });
  return ts('goods.gem', { amount: formatNumber(firstAmount(order.Items)) });
}
