/**
 * The coin rank and the ban list (issue 12 item 5; chat §2 routes /rank, /rank/coin and
 * /support/ban-list, §7 helpers `/api/v1/rank/rich_list` and `/api/v1/player/ban_records`,
 * whose payloads the spec does not show). Both are POST with a JSON body answering
 * `{Code, Message, Result}` (Code 0 on success), like the account helpers. Neither needs a
 * token; the rich list adds the caller's own entry when the header api-token names a live
 * session. Full table and choices: docs/protocol-rank.md.
 */
import * as z from 'zod/mini';
import { int, str } from './schema';

export const RankPath = {
  /** The brand's richest players by gold now (+ the caller's own rank with a token). */
  RichList: '/api/v1/rank/rich_list',
  /** One page of the brand's bans, newest first, optionally for one player ID. */
  BanRecords: '/api/v1/player/ban_records',
} as const;

export const RankLimits = {
  /** Rows of the rich list (the top N). */
  RichListSize: 50,
  /** The podium above the rows. */
  Podium: 3,
  /** How long a process reuses a brand's list (ms); 0 under QA mode. */
  RichListTtlMs: 15_000,
  /** Ban list rows a page (default and most). */
  BanPerPage: 20,
  BanMaxPerPage: 50,
  BanMaxPage: 10_000,
} as const;

/** Body of POST /api/v1/rank/rich_list: the brand's site id (= brand id, as sign-in sends it). */
export const richListRequestSchema = z.object({ SiteID: str(1, 32) });
export type RichListRequest = z.infer<typeof richListRequestSchema>;

/**
 * One ranked player (chat §3 "player in lists" without Online, plus rank and gold). Tied
 * amounts share a rank (1, 2, 2, 4) and are listed by PlayerID, the earlier account first.
 */
export const richListEntrySchema = z.object({
  Rank: int(1),
  PlayerID: int(1),
  Name: z.string(),
  PictureURL: z.string(),
  /** 2 = default avatar. */
  PictureSetting: int(),
  VIPLevel: int(0),
  /** Gold (item 1) held now. */
  Amount: int(0),
});
export type RichListEntry = z.infer<typeof richListEntrySchema>;

/** The caller's own line: Rank 0 when not ranked (no gold). */
export const richListMineSchema = z.object({ ...richListEntrySchema.shape, Rank: int(0) });
export type RichListMine = z.infer<typeof richListMineSchema>;

export const richListResultSchema = z.object({
  /** Up to RichListSize entries, rank order. */
  List: z.array(richListEntrySchema),
  /** Null when signed out (or another brand's or a suspended account). */
  Mine: z.nullable(richListMineSchema),
  /** When the list was read (epoch ms, server clock): it may be up to RichListTtlMs old. */
  UpdatedAt: int(0),
});
export type RichListResult = z.infer<typeof richListResultSchema>;

/**
 * Why a player was banned (the ban list shows the category, never the operator's note):
 * 1 cheating or plug-ins, 2 trading outside the game, 3 abusive speech, 4 fraud,
 * 5 spam and advertising, 6 other violations.
 */
export const BanCategory = { Cheating: 1, Trading: 2, Abuse: 3, Fraud: 4, Spam: 5, Other: 6 } as const;
export type BanCategoryValue = (typeof BanCategory)[keyof typeof BanCategory];
export const BAN_CATEGORY_KEYS = { 1: 'cheating', 2: 'trading', 3: 'abuse', 4: 'fraud', 5: 'spam', 6: 'other' } as const satisfies Record<
  BanCategoryValue,
  string
>;
/** The locale key (rank.json) of a category; an unknown one reads as 'other'. */
export function banCategoryKey(category: number): string {
  return `ban.category.${BAN_CATEGORY_KEYS[category as BanCategoryValue] ?? BAN_CATEGORY_KEYS[BanCategory.Other]}`;
}

/** Body of POST /api/v1/player/ban_records. */
export const banRecordsRequestSchema = z.object({
  SiteID: str(1, 32),
  /** Only this player's bans; absent for all. */
  PlayerID: z.optional(int(1)),
  Page: int(1, RankLimits.BanMaxPage),
  PerPage: z.optional(int(1, RankLimits.BanMaxPerPage)),
});
export type BanRecordsRequest = z.infer<typeof banRecordsRequestSchema>;

export const banRecordSchema = z.object({
  BanID: int(1),
  PlayerID: int(1),
  /** The nickname partly masked on the server: first and last character kept (王*明, 王*). */
  Name: z.string(),
  Category: int(1),
  /** When the suspension began (epoch ms). */
  StartTime: int(0),
  /** When it was lifted (epoch ms); null while in force (shown as permanent). */
  EndTime: z.nullable(int(0)),
});
export type BanRecord = z.infer<typeof banRecordSchema>;

export const banRecordsResultSchema = z.object({ Total: int(0), Page: int(1), PerPage: int(1), List: z.array(banRecordSchema) });
export type BanRecordsResult = z.infer<typeof banRecordsResultSchema>;
