/**
 * VIP points and the tier they reach (chat §3, §9 name tiers 1–8, 銅…黑曜石, but not how a
 * tier is earned). Decision (docs/decisions/171-vip-points-and-thresholds.md): one point per gold
 * bet in games, lifetime, one threshold table for every brand; a tier is never lost. The spec's OP
 * 10100 → 10101 ("10101 Levels") answers the player's tier, points and the thresholds around them;
 * docs/protocol-vip.md.
 */
import * as z from 'zod/mini';
import { int } from './schema';

/**
 * Points needed for each tier, index 0 = VIP 1. Each step costs more than the one before
 * (a demo-slot bet is 100–5,000 gold: VIP 2 takes 20 top bets, VIP 8 a lifetime).
 */
export const VIP_THRESHOLDS = [0, 100_000, 1_000_000, 5_000_000, 20_000_000, 60_000_000, 150_000_000, 500_000_000] as const;

/** The highest tier. */
export const VIP_MAX_LEVEL = VIP_THRESHOLDS.length;

/** The points tier `level` starts at (levels below 1 start at 0; above the top, the top's). */
export function vipThreshold(level: number): number {
  const i = Math.min(Math.max(Math.trunc(level), 1), VIP_MAX_LEVEL) - 1;
  return VIP_THRESHOLDS[i]!;
}

/**
 * The tier `points` reach on their own.
 * @example vipLevelForPoints(99_999) === 1; vipLevelForPoints(100_000) === 2
 */
export function vipLevelForPoints(points: number): number {
  let level = 1;
  while (level < VIP_MAX_LEVEL && points >= VIP_THRESHOLDS[level]!) level++;
  return level;
}

/** VIP levels (OP Levels 10100): no fields. */
export const vipLevelsRequestSchema = z.object({});

/** The player's tier and points; null NextThreshold at the top tier. */
export const vipLevelsSchema = z.object({
  VIPLevel: int(0, VIP_MAX_LEVEL),
  /** Lifetime points (gold bet in games). */
  VipPoints: int(0),
  /** Points the current tier starts at. */
  CurrentThreshold: int(0),
  /** Points the next tier starts at; null at VIP 8. */
  NextThreshold: z.nullable(int(0)),
});
export type VipLevels = z.infer<typeof vipLevelsSchema>;

/** The reply (OP LevelsReply 10101), also pushed when the tier rises: `{ Levels }` as the spec reads it. */
export const vipLevelsResultSchema = z.object({ Levels: vipLevelsSchema });
export type VipLevelsResult = z.infer<typeof vipLevelsResultSchema>;

/**
 * What 10101 says for a tier and points. The tier is the stored one (it may be above what the
 * points reach: a tier granted by an operator, or demo accounts that start at VIP 3).
 */
export function vipLevelsOf(level: number, points: number): VipLevels {
  return {
    VIPLevel: level,
    VipPoints: points,
    CurrentThreshold: level >= 1 ? vipThreshold(level) : 0,
    NextThreshold: level >= VIP_MAX_LEVEL ? null : vipThreshold(level + 1),
  };
}
