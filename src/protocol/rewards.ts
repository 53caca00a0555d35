/**
 * Reward pages (chat §2 /other/sevendaySignIn, /other/specialReward, /other/fire-wheel): the
 * seven-day sign-in, the fire wheel and the special reward, each paid once through the wallet.
 * The spec shows "sign-in" and "fire wheel" reply groups without their OPs, so the OPs here are
 * not in the spec: docs/protocol-rewards.md.
 */
import * as z from 'zod/mini';
import { bagSchema } from './player';
import { int } from './schema';

/** Days in one sign-in cycle: day 7 pays the most, then the cycle starts at day 1 again. */
export const SEVEN_DAY_CYCLE = 7;

/** A reward: item id → amount. */
export const rewardItemsSchema = z.record(z.string(), int(1));
export type RewardItems = z.infer<typeof rewardItemsSchema>;

export const sevenDayStatusSchema = z.object({
  /** The reward of cycle day 1…7 (index 0 is day 1). */
  Rewards: z.array(rewardItemsSchema).check(z.length(SEVEN_DAY_CYCLE)),
  /** Days of the current cycle already claimed (0…7); with ClaimedToday the last of them is today. */
  ClaimedDays: int(0, SEVEN_DAY_CYCLE),
  /** The cycle day today's claim pays (1…7), or the one it paid when ClaimedToday. */
  Today: int(1, SEVEN_DAY_CYCLE),
  ClaimedToday: z.boolean(),
  /** Epoch ms of the next Taipei midnight (the next claim). */
  NextAt: int(0),
});
export type SevenDayStatus = z.infer<typeof sevenDayStatusSchema>;

/** One segment of the fire wheel: what it pays. Weights stay on the server. */
export const wheelSegmentSchema = z.object({ Items: rewardItemsSchema });
export type WheelSegment = z.infer<typeof wheelSegmentSchema>;

export const fireWheelStatusSchema = z.object({
  Segments: z.array(wheelSegmentSchema).check(z.minLength(2)),
  /** True when this period's spin is still there. */
  CanSpin: z.boolean(),
  /** The segment this period's spin landed on (null before it). */
  LastSegment: z.nullable(int(0)),
  /** Epoch ms of the next period (the next spin). */
  NextAt: int(0),
});
export type FireWheelStatus = z.infer<typeof fireWheelStatusSchema>;

export const specialRewardStatusSchema = z.object({
  /** False for brands without the special reward (the page is their 404). */
  Offered: z.boolean(),
  /** The condition holds now (docs/protocol-rewards.md: VIP level ≥ SPECIAL_REWARD_MIN_VIP). */
  Eligible: z.boolean(),
  Claimed: z.boolean(),
  Reward: rewardItemsSchema,
  /** The VIP level the condition asks for. */
  MinVip: int(0),
});
export type SpecialRewardStatus = z.infer<typeof specialRewardStatusSchema>;

/** The special reward's condition: this VIP level or above. */
export const SPECIAL_REWARD_MIN_VIP = 2;

/** Rewards status (OP RewardsStatus): no fields; every reward page reads its part. */
export const rewardsStatusRequestSchema = z.object({});
export const rewardsStatusResultSchema = z.object({
  SevenDay: sevenDayStatusSchema,
  FireWheel: fireWheelStatusSchema,
  Special: specialRewardStatusSchema,
});
export type RewardsStatusResult = z.infer<typeof rewardsStatusResultSchema>;

/** Seven-day claim (OP SevenDayClaim): no fields; a second claim the same Taipei day is 200411. */
export const sevenDayClaimRequestSchema = z.object({});
export const sevenDayClaimResultSchema = z.object({ SevenDay: sevenDayStatusSchema, Credited: rewardItemsSchema, Bag: bagSchema });
export type SevenDayClaimResult = z.infer<typeof sevenDayClaimResultSchema>;

/** Fire wheel spin (OP FireWheelSpin): the server decides and pays before the wheel turns. */
export const fireWheelSpinRequestSchema = z.object({});
export const fireWheelSpinResultSchema = z.object({
  Segment: int(0),
  Credited: rewardItemsSchema,
  FireWheel: fireWheelStatusSchema,
  Bag: bagSchema,
});
export type FireWheelSpinResult = z.infer<typeof fireWheelSpinResultSchema>;

/** Special reward claim (OP SpecialRewardClaim): once per player. */
export const specialRewardClaimRequestSchema = z.object({});
export const specialRewardClaimResultSchema = z.object({ Special: specialRewardStatusSchema, Credited: rewardItemsSchema, Bag: bagSchema });
export type SpecialRewardClaimResult = z.infer<typeof specialRewardClaimResultSchema>;

const TAIPEI_OFFSET_MS = 8 * 3600_000;

/** The Taipei calendar date of `dayStart` (a Taipei midnight), `YYYY-MM-DD`. */
export function taipeiDate(ms: number): string {
  return new Date(ms + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}
