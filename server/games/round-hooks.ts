/**
 * The one hook point after a game round commits (issue 12): listeners run for every round at
 * WinLevel.Big or above, after the money, the round row and the honor record are written.
 * The big-win promotion and the demo slot's vault register here (add to `bigWinListeners` at
 * wiring time, or call `addBigWinListener`). A listener's failure is logged and never undoes or
 * fails the spin; a listener may be run again for the same round, and must then change nothing.
 */
import { DEMO_SLOT_GAME_CODE } from '../../src/protocol';
import { BigWinType } from '../../src/protocol/big-win';
import { WinLevel, type WinLevelValue } from '../../src/protocol/honor';
import { publishBigWin } from '../promotions';
import type { Services } from '../services';
import { openVault } from '../vault/vault-service';
import { unlocksVault, vaultGold } from './demo-slot/vault';

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

/**
 * The demo slot's vault (server/games/demo-slot/vault.ts, decision 327): a round paying a line of
 * crowns — always holy moly — mints its player a vault code and tells them (server/vault), once
 * per round.
 */
const unlockVault: BigWinListener = async (services, round) => {
  if (round.gameCode !== DEMO_SLOT_GAME_CODE || !unlocksVault(round.reels)) return;
  await openVault(services, {
    roundId: round.roundId,
    playerId: round.playerId,
    gameCode: round.gameCode,
    provider: round.provider,
    bet: round.bet,
    gold: vaultGold(round.win),
  });
};

/** Called for rounds at WinLevel.Big or above, in order. */
export const bigWinListeners: BigWinListener[] = [promoteBigWin, unlockVault];

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
