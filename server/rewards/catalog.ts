/**
 * What the reward pages pay (decisions, docs/protocol-rewards.md): the seven-day cycle (day 7
 * the largest, with gems for brands that have them), the fire wheel's segments and their
 * weights (kept on the server), and the special reward. Gold is item 1; the gem item is the
 * player's brand's (2 or 39).
 */
import { hasFeature } from '../../src/brand/get-brand';
import type { BrandConfig } from '../../src/brand/types';
import { ItemId, type RewardItems } from '../../src/protocol';

const gold = (n: number): RewardItems => ({ [String(ItemId.Gold)]: n });

/** Cycle day 1…7 (index 0 = day 1). */
export function sevenDayRewards(brand: BrandConfig): RewardItems[] {
  const day7 = hasFeature(brand, 'gems') ? { ...gold(50_000), [String(brand.gemItemId)]: 10 } : gold(100_000);
  return [gold(2_000), gold(3_000), gold(5_000), gold(8_000), gold(12_000), gold(20_000), day7];
}

export interface WheelSegmentDefinition {
  items: RewardItems;
  /** Relative chance (a whole number ≥ 0); the sum over the wheel is the denominator. */
  weight: number;
}

/** The fire wheel, clockwise from the pointer at the top. */
export function wheelSegments(brand: BrandConfig): WheelSegmentDefinition[] {
  const top = hasFeature(brand, 'gems') ? { [String(brand.gemItemId)]: 20 } : gold(200_000);
  return [
    { items: gold(1_000), weight: 300 },
    { items: gold(5_000), weight: 180 },
    { items: gold(2_000), weight: 250 },
    { items: gold(20_000), weight: 60 },
    { items: gold(3_000), weight: 140 },
    { items: gold(50_000), weight: 20 },
    { items: gold(10_000), weight: 45 },
    { items: top, weight: 5 },
  ];
}

/** The special reward (once per player, brands with `specialRewardPopup`). */
export function specialReward(brand: BrandConfig): RewardItems {
  return hasFeature(brand, 'gems') ? { ...gold(30_000), [String(brand.gemItemId)]: 5 } : gold(50_000);
}
