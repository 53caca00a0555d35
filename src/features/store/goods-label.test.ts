import { describe, expect, it } from 'vitest';
import { orderLabel } from './goods-label';
import type { StoreT } from './texts';

const ts = ((key: string, o?: { amount?: string }) => `${key}:${o?.amount ?? ''}`) as unknown as StoreT;

describe('orderLabel', () => {
  it('names an order by what it credits, in the player’s words, not the server’s zh_tw Name', () => {
    expect(orderLabel(ts, { Items: { '1': 150_000 } })).toBe('goods.gold:150,000');
    expect(orderLabel(ts, { Items: { '1': 5_000, '39': 105 } })).toBe('goods.gold:5,000');
    expect(orderLabel(ts, { Items: { '39': 105 } })).toBe('goods.gem:105');
  });
});
