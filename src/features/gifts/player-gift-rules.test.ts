import { Code } from '@/protocol';
import type { GiftTransferRules } from '@/protocol/gift';
import { giftFee, minGiftAmount, playerGiftRefusal } from './player-gift-rules';

const rules: GiftTransferRules = { MinAmount: 20000, FeePerMille: 25, DailyAmountLeft: -1, DailyCountLeft: -1, CanGift: true, PasswordSet: true, PasswordTriesLeft: 3 };

describe('player gift rules', () => {
  it('the fee is FeePerMille of the amount, rounded up', () => {
    expect(giftFee(20000, 25)).toBe(500);
    expect(giftFee(20001, 25)).toBe(501);
    expect(giftFee(20040, 25)).toBe(501);
    expect(giftFee(20000, 0)).toBe(0);
  });

  it('at least 20,000 even when the server says less', () => {
    expect(minGiftAmount({ ...rules, MinAmount: 100 })).toBe(20000);
    expect(minGiftAmount({ ...rules, MinAmount: 30000 })).toBe(30000);
  });

  it('refuses with the code the server would give', () => {
    const check = (amount: number, extra: Partial<GiftTransferRules> = {}, balance = 1_000_000, itemId = 1) => playerGiftRefusal({ amount, itemId, balance, rules: { ...rules, ...extra } });
    expect(check(19999)).toBe(Code.GiftAmountTooLow);
    expect(check(20000)).toBeNull();
    expect(check(20000, { CanGift: false })).toBe(Code.GiftAccountCannotGift);
    expect(check(20000, { DailyCountLeft: 0 })).toBe(Code.GiftDailyCountLimit);
    expect(check(30000, { DailyAmountLeft: 25000 })).toBe(Code.GiftDailyLimitAlt);
    expect(check(20000, {}, 20499)).toBe(Code.GiftAmountInsufficient);
    expect(check(20000, {}, 20500)).toBeNull();
    expect(check(20000, {}, 100, 2)).toBe(Code.GiftGemInsufficient);
  });
});
