/**
 * The one hook point after a game round commits (issue 12): listeners run for every round at
 * WinLevel.Big or above, after the money, the round row and the honor record are written.
 * The big-win promotion registers here (add it to `bigWinListeners` at wiring time, or call
 * `addBigWinListener`). A listener's failure is logged and never undoes or fails the spin.
 */
import { BigWinType } from '../../src/protocol/big-win';
import { WinLevel, type WinLevelValue } from '../../src/protocol/honor';
import { publishBigWin } from '../promotions';
import type { Services } from '../services';

/** A committed round, as the listeners see it. */
export interface FinishedRound {
  /** game_rounds.id as a string (the RoundID of chat §7). */
  roundId: string;
  playerId: number;
  gameCode: string;
  provider: string;
  bet: number;
  win: number;
  /** Win / Bet, two decimals. */
  multiplier: string;
  level: WinLevelValue;
  /** Rows of symbol indexes (server/games/demo-slot/paytable.ts). */
  reels: number[][];
  /** The honor record written for it (holy-moly level and above), else null. */
  honorId: number | null;
  createdAt: number;
}

export type BigWinListener = (services: Services, round: FinishedRound) => Promise<void> | void;

/**
 * AlertInfo.SymbolNo of a round's level (chat §4 "Win banner"): holy moly is 101 (巨獎), a super
 * win 102 (大獎); a big win names no level, so the banner shows its multiplier ("12X").
 */
export function symbolNoOf(level: WinLevelValue): number {
  if (level >= WinLevel.HolyMoly) return 101;
  if (level >= WinLevel.Super) return 102;
  return 0;
}

/** The big-win promotion (server/promotions): every big win is a big prize winner (WinType 1). */
const promoteBigWin: BigWinListener = async (services, round) => {
  await publishBigWin(services, {
    winType: BigWinType.BigPrize,
    playerId: round.playerId,
    gameCode: round.gameCode,
    provider: round.provider,
    bet: round.bet,
    win: round.win,
    symbolNo: symbolNoOf(round.level),
    multiple: Number(round.multiplier),
    roundId: round.roundId,
  });
};

/** Called for rounds at WinLevel.Big or above, in order. */
export const bigWinListeners: BigWinListener[] = [promoteBigWin];

/** Registers a listener; answers its removal. */
export function addBigWinListener(listener: BigWinListener): () => void {
  bigWinListeners.push(listener);
  return () => {
    const i = bigWinListeners.indexOf(listener);
    if (i >= 0) bigWinListeners.splice(i, 1);
  };
}

/** Runs the hooks of a committed round (nothing under WinLevel.Big). */
export async function afterRound(services: Services, round: FinishedRound): Promise<void> {
  if (round.level < WinLevel.Big) return;
  for (const listener of [...bigWinListeners]) {
    try {
      await listener(services, round);
    } catch (err) {
      services.log.warn('big-win listener failed', { err: String(err), roundId: round.roundId });
    }
  }
}
