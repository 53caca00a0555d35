import { describe, expect, it } from 'vitest';
import { RedEnvelopeMethod } from '../../src/protocol';
import { splitShares } from './split';

describe('splitShares', () => {
  it('random shares: each ≥ 1, each ≤ twice the average left when drawn, sum exactly the amount', () => {
    for (const [amount, n] of [[100, 100], [101, 100], [10_000, 100], [7, 3], [1_000_000_000_000, 200], [5, 1]] as const) {
      for (let round = 0; round < 20; round++) {
        const shares = splitShares(amount, n, RedEnvelopeMethod.Random);
        expect(shares).toHaveLength(n);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
        let left = amount;
        shares.forEach((share, i) => {
          expect(Number.isSafeInteger(share) && share >= 1).toBe(true);
          if (i < n - 1) expect(share).toBeLessThanOrEqual(Math.max(1, Math.floor((2 * left) / (n - i))));
          left -= share;
        });
      }
    }
  });

  it('the bounds hold at the edges of the random draw', () => {
    const low = splitShares(1000, 10, RedEnvelopeMethod.Random, (min) => min);
    expect(low.slice(0, 9)).toEqual(Array(9).fill(1));
    expect(low[9]).toBe(991);
    const high = splitShares(1000, 10, RedEnvelopeMethod.Random, (_min, max) => max - 1);
    expect(high[0]).toBe(200);
    expect(high.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(high.every((x) => x >= 1)).toBe(true);
  });

  it('equal shares spread the remainder one coin each over the first shares', () => {
    expect(splitShares(10, 3, RedEnvelopeMethod.Equal)).toEqual([4, 3, 3]);
    expect(splitShares(9, 3, RedEnvelopeMethod.Equal)).toEqual([3, 3, 3]);
  });

  it('refuses an amount smaller than the share count', () => {
    expect(() => splitShares(2, 3, RedEnvelopeMethod.Random)).toThrow(RangeError);
    expect(() => splitShares(5, 0, RedEnvelopeMethod.Equal)).toThrow(RangeError);
  });
});
