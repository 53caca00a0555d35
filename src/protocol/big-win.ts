/**
 * Big-win promotion and the win banner (chat §3 "Big-win promotion", §4 "Big-win promotion" and
 * "Win banner", §7 12130 / 12120 / 12131 / 10081, §8, §9 "Win banner 4 s"): a player's promotion
 * setting (open: they see other players' big wins), the push of one big win, and the record-win
 * chat message it leaves in the public channel. Choices where the spec is silent:
 * docs/protocol-big-win.md and docs/decisions/157-big-win-promotion-server.md.
 */
import * as z from 'zod/mini';
import { int, num, str } from './schema';
import { BigWinStatus, BigWinType, BigWinLimits } from './big-win-rules';

export * from './big-win-rules';

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
 * 10081 (push) as the reference server sends it: one big win. §3's fields (PlayerName,
 * AlertInfo.SymbolNo, AlertInfo.Multiple, GameCode, PictureURL, WinType, Provider), plus ours:
 * the winner's PlayerID, the Win amount, the round (for a replay) and, for WinType 3 only, the
 * VaultCode its one player receives. The client accepts less: `receivedBigWinAlertSchema`.
 */
export const bigWinAlertSchema = z.object({
  /** Ours: the winner. */
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
  /** Ours: the amount won (gold). */
  Win: int(0),
  /** Ours: the game round, when the game records one ('' otherwise). */
  RoundID: z.string(),
  /** Ours: WinType 3: the vault (bank) code; absent for the other types. */
  VaultCode: z.optional(str(1, BigWinLimits.MaxVaultCodeLength)),
});
export type BigWinAlert = z.infer<typeof bigWinAlertSchema>;

/**
 * 10081 as the client accepts it (decision 328): §3's fields are required, ours may be absent,
 * as from a lobby that sends the spec's fields only. The banner reads none of ours; a vault
 * notice needs its VaultCode.
 */
export const receivedBigWinAlertSchema = z.partial(bigWinAlertSchema, { PlayerID: true, Win: true, RoundID: true });
export type ReceivedBigWinAlert = z.infer<typeof receivedBigWinAlertSchema>;
