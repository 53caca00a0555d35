/**
 * The required referral binding (account §1: crab, bj188 = crab, lion; decision 330), shared by
 * the lobby's refusal and the page's modal, without zod so a page reads it on first load.
 */
export const ReferralRules = {
  /**
   * Days after registering during which a player of such a brand may play without a bound
   * code (the modal asks, 稍後再說 lets them play); afterwards a game opens only once a code is
   * bound (the lobby refuses the launch with 200024 and REFERRAL_REQUIRED_MESSAGE).
   */
  GraceDays: 7,
} as const;

export const REFERRAL_GRACE_MS = ReferralRules.GraceDays * 24 * 60 * 60 * 1000;

/** The lobby's Message with the 200024 of a launch refused for want of a referral code. */
export const REFERRAL_REQUIRED_MESSAGE = '請先綁定推薦碼才能開始遊戲';
