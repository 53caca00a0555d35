/**
 * Splitting an envelope's amount into shares at creation
 * (docs/decisions/102-red-envelope-shares-and-receive.md).
 * Random (Method 1): each share is a uniform whole number in [1, min(2 × remaining average,
 * remaining − one for each share still to come)], the last share takes the rest — so every
 * share is ≥ 1, none exceeds twice the average left when it was drawn, and they sum exactly to
 * the amount. Equal (Method 2): floor(amount / n) each, the remainder spread one coin each over
 * the first shares.
 */
import { randomInt } from 'node:crypto';
import { RedEnvelopeMethod } from '../../src/protocol';

export type RandomInt = (minInclusive: number, maxExclusive: number) => number;

export function splitShares(amount: number, quantity: number, method: number, random: RandomInt = randomInt): number[] {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(quantity) || quantity < 1 || amount < quantity) {
    throw new RangeError(`cannot split ${amount} into ${quantity} shares of at least 1`);
  }
  if (method === RedEnvelopeMethod.Equal) {
    const base = Math.floor(amount / quantity);
    const extra = amount - base * quantity;
    return Array.from({ length: quantity }, (_, i) => base + (i < extra ? 1 : 0));
  }
  const shares: number[] = [];
  let left = amount;
  for (let k = quantity; k > 1; k--) {
    const max = Math.min(Math.floor((2 * left) / k), left - (k - 1));
    const share = max <= 1 ? 1 : random(1, max + 1);
    shares.push(share);
    left -= share;
  }
  shares.push(left);
  return shares;
}
