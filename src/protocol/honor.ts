/**
 * The honor list (account §2 "Honor list panel", §3 "Honor record", §4 "Honor record pin",
 * §7 10130 / 10131 / 11830, §9): the latest 10 big wins at holy-moly level or above, plus up
 * to 3 pinned records that later records never overwrite. Choices where the spec is silent:
 * docs/protocol-tasks.md ("Honor list") and docs/decisions/141-honor-list-rules.md.
 */
import * as z from 'zod/mini';
import { int } from './schema';

/**
 * Big-win levels by the win's multiplier (Win / Bet), with the spec's names: big wins
 * (task type 4), super wins (15), holy moly (the honor list's level, the tasks' holy win).
 */
export const WinLevel = { None: 0, Big: 1, Super: 2, HolyMoly: 3 } as const;
export type WinLevelValue = (typeof WinLevel)[keyof typeof WinLevel];

/** The least multiplier of each level (decision: 10×, 25×, 50×). */
export const WinLevelMultiplier = { [WinLevel.Big]: 10, [WinLevel.Super]: 25, [WinLevel.HolyMoly]: 50 } as const;

export const HonorLimits = {
  /** §9: the list keeps the latest 10 (unpinned) records. */
  Latest: 10,
  /** §5 / §9: at most 3 pinned. */
  MaxPinned: 3,
  /** The least level a record needs to enter the list. */
  MinLevel: WinLevel.HolyMoly,
} as const;

/** §3: Pinned 1 pinned, 2 not. */
export const HonorPinned = { Pinned: 1, Unpinned: 2 } as const;

/** The level of a win of `win` on a bet of `bet` (None for a bet of 0). */
export function winLevel(win: number, bet: number): WinLevelValue {
  if (!(bet > 0) || !(win > 0)) return WinLevel.None;
  const m = win / bet;
  if (m >= WinLevelMultiplier[WinLevel.HolyMoly]) return WinLevel.HolyMoly;
  if (m >= WinLevelMultiplier[WinLevel.Super]) return WinLevel.Super;
  if (m >= WinLevelMultiplier[WinLevel.Big]) return WinLevel.Big;
  return WinLevel.None;
}

/** §3: the shown win rate, Win / Bet rounded to two decimals ("52.35"). */
export function honorMultiplier(win: number, bet: number): string {
  if (!(bet > 0)) return '0.00';
  return (Math.round((win / bet) * 100) / 100).toFixed(2);
}

/** §2: the date shown is the first 10 characters of CreateTime with dashes turned into dots. */
export function honorDate(createTime: string): string {
  return createTime.slice(0, 10).replaceAll('-', '.');
}

/** §3: the icon is a png named by provider and game id, on the file host. */
export function honorIconPath(provider: string, gameId: string): string {
  return `/games/${encodeURIComponent(provider)}/${encodeURIComponent(gameId)}.png`;
}

/** One honor record (Achievements row). */
export const achievementSchema = z.object({
  /** The machine number: unique per record, and what 11830 names. */
  ID: int(1),
  Win: int(0),
  Bet: int(1),
  /** RFC 3339 in Taipei time (its first 10 characters are the date). */
  CreateTime: z.string(),
  Pinned: z.literal([HonorPinned.Pinned, HonorPinned.Unpinned]),
  PlayerID: int(1),
  SiteID: z.string(),
  GameInfo: z.object({ Provider: z.string(), GameID: z.string() }),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** 10130: a player's honor list. */
export const honorListRequestSchema = z.object({ PlayerID: int(1) });
export type HonorListRequest = z.infer<typeof honorListRequestSchema>;

/** 10131: pinned records first (newest first), then the latest 10 unpinned. */
export const honorListResultSchema = z.object({ Achievements: z.array(achievementSchema) });
export type HonorListResult = z.infer<typeof honorListResultSchema>;

/** 11830: pin (1) or unpin (2) one of the player's own records. */
export const honorPinRequestSchema = z.object({
  ID: int(1),
  Pinned: z.literal([HonorPinned.Pinned, HonorPinned.Unpinned]),
});
export type HonorPinRequest = z.infer<typeof honorPinRequestSchema>;

/** 11831 (not in the spec): the record as it is now and how many are pinned. */
export const honorPinResultSchema = z.object({
  ID: int(1),
  Pinned: z.literal([HonorPinned.Pinned, HonorPinned.Unpinned]),
  PinnedCount: int(0, HonorLimits.MaxPinned),
});
export type HonorPinResult = z.infer<typeof honorPinResultSchema>;
