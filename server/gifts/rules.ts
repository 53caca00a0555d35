/**
 * What a player may gift, from their brand's VIP table (src/brand/vip.ts, `brands/*.ts`):
 * giftDailyAmount (null: may not gift; 'unlimited'), giftDailyCount, claimDailyCount (null:
 * may not receive player gifts), giftFeeRate, and which items a player gift may move (gold,
 * and the brand's gem item when the brand has gems).
 * A player's brand and guest status: ../players/player-brand.
 */
import { hasFeature } from '../../src/brand/get-brand';
import type { VipCell } from '../../src/brand/vip';
import { ItemId } from '../../src/protocol';
import type { PlayerRow } from '../db/repositories/players';
import { brandOfPlayer, isGuest } from '../players/player-brand';

export interface GiftRules {
  /** False for guests and VIP rows without a daily gift amount (200076). */
  canGift: boolean;
  /** Fee in per mille of the amount (rounded up to a whole coin). */
  feePerMille: number;
  /** null = no limit. */
  dailyAmount: number | null;
  dailyCount: number | null;
  /** Gifts this player may claim a day; null = no limit; 0 = may not receive (200077). */
  claimDailyCount: number | null;
  /** Items a player gift may move for this player's brand. */
  items: readonly number[];
}

/** 'unlimited' → null; a number → itself; "—" (null) → `none`. */
function limit(cell: VipCell | undefined, none: number | null): number | null {
  if (cell === 'unlimited') return null;
  return typeof cell === 'number' ? cell : none;
}

export function giftRules(player: PlayerRow): GiftRules {
  const brand = brandOfPlayer(player);
  const tier = brand.vip.find((t) => t.level === player.vip_level) ?? brand.vip[0];
  const p = tier?.privileges;
  const amountCell = p?.giftDailyAmount ?? null;
  const rate = typeof p?.giftFeeRate === 'number' ? p.giftFeeRate : 0;
  return {
    canGift: amountCell !== null && !isGuest(player),
    feePerMille: Math.round(rate * 1000),
    dailyAmount: limit(amountCell, 0),
    dailyCount: limit(p?.giftDailyCount, 0),
    claimDailyCount: limit(p?.claimDailyCount, 0),
    items: hasFeature(brand, 'gems') ? [ItemId.Gold, brand.gemItemId] : [ItemId.Gold],
  };
}

/** The fee of a player gift: ceil(amount × rate), in whole coins. */
export function giftFee(amount: number, feePerMille: number): number {
  return Math.ceil((amount * feePerMille) / 1000);
}
