/**
 * The big-win promotion's states, types, symbols, limits and record-win parameters, apart from its
 * schemas (./big-win) so that the browser reads them without zod (as ./passbook-rules does for the
 * passbook).
 */

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
