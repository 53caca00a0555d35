/**
 * Big-win promotion and the win banner (chat §3 "Big-win promotion", §4 "Big-win promotion" and
 * "Win banner", §7 12130 / 12120 / 12131 / 10081, §8, §9 "Win banner 4 s"): a player's promotion
 * setting (open: they see other players' big wins), the push of one big win, and the record-win
 * chat message it leaves in the public channel. Choices where the spec is silent:
 * docs/protocol-big-win.md and docs/decisions.md ("big-win").
 */
import * as z from 'zod/mini';
import { int, num, str } from './schema';

/** §7: 12120 / 12131 Status: 1 open (big-win pushes reach the player), 2 closed. */
export const BigWinStatus = { Open: 1, Closed: 2 } as const;
export type BigWinStatusValue = (typeof BigWinStatus)[keyof typeof BigWinStatus];

/** §4: the status a player has before they ever set one (decision: open, the banner is the feature). */
export const BIG_WIN_DEFAULT_STATUS: BigWinStatusValue = BigWinStatus.Open;

/** §4: win types: 1 big prize winner, 2 bonus winner, 3 vault code (a push message to its one player). */
export const BigWinType = { BigPrize: 1, Bonus: 2, VaultCode: 3 } as const;
export type BigWinTypeValue = (typeof BigWinType)[keyof typeof BigWinType];

/** §4: AlertInfo.SymbolNo values with a level label; any other number shows the multiplier ("152X"). */
export const BigWinSymbol = { Giant: 101, Big: 102, Medium: 103, Small: 104 } as const;

export const BigWinLimits = {
  /** §9: each banner stays 4 s, then the next. */
  BannerMs: 4000,
  /** Banners waiting behind the one shown; older ones are dropped past this (decision). */
  MaxQueued: 20,
  /** Characters of a vault code. */
  MaxVaultCodeLength: 64,
} as const;

const status = () => z.literal([BigWinStatus.Open, BigWinStatus.Closed]);

/** 12130: the player's promotion status (no fields). */
export const bigWinStatusRequestSchema = z.object({});
/** 12131: Status 1 open, 2 closed. */
export const bigWinStatusResultSchema = z.object({ Status: status() });
export type BigWinStatusResult = z.infer<typeof bigWinStatusResultSchema>;

/** 12120: open (1) or close (2) the player's promotion; it is kept for their next visits. */
export const bigWinSetRequestSchema = z.object({ Status: status() });
export type BigWinSetRequest = z.infer<typeof bigWinSetRequestSchema>;
/** 12121: the status now kept. */
export const bigWinSetResultSchema = z.object({ Status: status() });
export type BigWinSetResult = z.infer<typeof bigWinSetResultSchema>;

/**
 * 10081 (push): one big win. §3's fields (PlayerName, AlertInfo.SymbolNo, AlertInfo.Multiple,
 * GameCode, PictureURL, WinType, Provider), plus ours: the winner's PlayerID, the Win amount, the
 * round (for a replay) and, for WinType 3 only, the VaultCode its one player receives.
 */
export const bigWinAlertSchema = z.object({
  PlayerID: int(1),
  PlayerName: z.string(),
  /** '' means the brand's default avatar. */
  PictureURL: z.string(),
  GameCode: str(1, 40),
  Provider: z.string(),
  WinType: z.literal([BigWinType.BigPrize, BigWinType.Bonus, BigWinType.VaultCode]),
  AlertInfo: z.object({
    /** 101–104 name a level; 0 (or any other) shows the multiplier. */
    SymbolNo: int(0),
    /** Win / Bet. */
    Multiple: num(0),
  }),
  /** The amount won (gold). */
  Win: int(0),
  /** The game round, when the game records one ('' otherwise). */
  RoundID: z.string(),
  /** WinType 3: the vault (bank) code; absent for the other types. */
  VaultCode: z.optional(str(1, BigWinLimits.MaxVaultCodeLength)),
});
export type BigWinAlert = z.infer<typeof bigWinAlertSchema>;

/** The shown multiplier: up to two decimals, no trailing zeros (152, 12.5). */
export function bigWinMultipleText(multiple: number): string {
  return String(Math.floor(multiple * 100) / 100);
}

/**
 * Params of the record-win chat message (chat §3 special message parameters) the server posts
 * for WinType 1 and 2: op 'record_win' (ChatSpecialOp.RecordWin), gamecode, player_id, amount,
 * multiple, gameName, from (the winner's name), plus ours: round_id (the replay's RoundID), site_id
 * (its SiteID) and provider.
 */
export const RecordWinParam = {
  From: 'from',
  GameCode: 'gamecode',
  PlayerId: 'player_id',
  Amount: 'amount',
  Multiple: 'multiple',
  GameName: 'gameName',
  RoundId: 'round_id',
  SiteId: 'site_id',
  Provider: 'provider',
} as const;
