/**
 * The client's checks of a player gift (贈禮, account §2, chat §5/§8) before it asks the
 * server, which checks all of them again: the least amount (200071), the balance (200079 gold,
 * 200124 gems), today's limits (200081 amount, 200080 count). Returns the refusing code.
 */
import { Code } from '@/protocol';
import { GiftLimits, type GiftTransferRules } from '@/protocol/gift';
import { ItemId } from '@/protocol/ids';

/** The fee for an amount: FeePerMille of it, rounded up to a whole coin. */
export function giftFee(amount: number, feePerMille: number): number {
  if (amount <= 0 || feePerMille <= 0) return 0;
  return Math.ceil((amount * feePerMille) / 1000);
}

/** The least amount a player gift moves (the server's figure, never below the spec's 20,000). */
export function minGiftAmount(rules: GiftTransferRules | null): number {
  return Math.max(GiftLimits.MinTransferAmount, rules?.MinAmount ?? 0);
}

export interface PlayerGiftCheck {
  amount: number;
  itemId: number;
  balance: number;
  rules: GiftTransferRules;
}

/** The code the server would refuse this gift with, or null when it may be asked. */
export function playerGiftRefusal({ amount, itemId, balance, rules }: PlayerGiftCheck): number | null {
  if (!rules.CanGift) return Code.GiftAccountCannotGift;
  if (!Number.isInteger(amount) || amount < minGiftAmount(rules)) return Code.GiftAmountTooLow;
  if (rules.DailyCountLeft === 0) return Code.GiftDailyCountLimit;
  if (rules.DailyAmountLeft >= 0 && amount > rules.DailyAmountLeft) return Code.GiftDailyLimitAlt;
  if (amount + giftFee(amount, rules.FeePerMille) > balance) {
    return itemId === ItemId.Gold ? Code.GiftAmountInsufficient : Code.GiftGemInsufficient;
  }
  return null;
}
