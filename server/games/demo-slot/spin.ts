/**
 * One demo-slot spin (issue 12): the bet is one of DEMO_SLOT_BETS (else 200382); the bet's
 * debit, the win's credit, the round row and the use of a QA-forced outcome commit in ONE
 * wallet transaction (WalletService.apply) under the reference `slot-spin:<SpinID>:<player>:1`, so a retry with the
 * same SpinID answers the first round and moves nothing again, and a balance under the bet
 * writes nothing (100011). The bet's VIP points (server/vip) are added in that same transaction.
 * After the commit: the balance push, a tier rise's 10101 push, the honor record (holy-moly
 * and above, linked to the round for replay) and the big-win hooks (server/games/round-hooks.ts).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Code, DEMO_SLOT_BETS, DEMO_SLOT_GAME_CODE, ItemId, type SlotSpinRequest, type SlotSpinResult } from '../../../src/protocol';
import { honorMultiplier, type WinLevelValue } from '../../../src/protocol/honor';
import type { GameSessionRow } from '../../db/repositories/game-access';
import type { GameRoundRow } from '../../db/repositories/game-rounds';
import { ReplyError } from '../../errors';
import { recordRound } from '../../honor/honor-service';
import type { Services } from '../../services';
import { addVipPoints, publishVipRise, type VipPointsAdded } from '../../vip/vip-service';
import { InsufficientBalanceError, type BalanceChange } from '../../wallet';
import { findGame } from '../catalogue';
import { afterRound } from '../round-hooks';
import { SLOT_BET_REASON, SLOT_LEDGER_SOURCE, SLOT_WIN_REASON } from './ledger';
import { forcedOutcome, spinOutcome, type ForcedOutcome, type Rng } from './outcome';


/** The production random source: crypto, 48 bits. */
export const cryptoRng: Rng = () => randomInt(0, 2 ** 47) / 2 ** 47;

/** The forced outcome a spin picked was used by a concurrent spin of the player: roll back and pick again. */
class ForcedTaken extends Error {}

/** How often a spin picks again after losing its forced outcome to a concurrent spin (QA only). */
const MAX_ATTEMPTS = 50;

export function spinResultOf(round: GameRoundRow): SlotSpinResult {
  return {
    RoundID: String(round.id),
    Reels: round.reels,
    Lines: round.lines,
    Bet: round.bet,
    Win: round.win,
    Multiplier: honorMultiplier(round.win, round.bet),
    Level: round.level,
    Balance: round.balanceAfter,
  };
}

export function isDemoSlotBet(bet: number): boolean {
  return (DEMO_SLOT_BETS as readonly number[]).includes(bet);
}

export async function spinDemoSlot(services: Services, session: GameSessionRow, p: SlotSpinRequest, rng: Rng = cryptoRng): Promise<SlotSpinResult> {
  if (session.gameCode !== DEMO_SLOT_GAME_CODE) throw new ReplyError(Code.GameUnknown, `game ${session.gameCode} has no playable demo`);
  if (!isDemoSlotBet(p.Bet)) throw new ReplyError(Code.GameBetInvalid, `Bet: expected one of ${DEMO_SLOT_BETS.join(', ')}`);
  const playerId = session.playerId;
  const done = await services.repos.gameRounds.bySpin(playerId, p.SpinID);
  if (done) return spinResultOf(done);

  let committed: { round: GameRoundRow; replayed: boolean; vip?: VipPointsAdded } | undefined;
  for (let attempt = 1; !committed; attempt++) {
    try {
      committed = await spinOnce(services, session, p, rng);
    } catch (err) {
      if (err instanceof InsufficientBalanceError) throw new ReplyError(Code.GoldInsufficient, '日金不足');
      // A concurrent spin of the player used the forced outcome this one picked: this one
      // rolled back (money, round, reference), so it picks again.
      if (!(err instanceof ForcedTaken) || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
  // A racing copy of this SpinID committed first: the round's after-commit work is its own.
  if (committed.replayed) return spinResultOf(committed.round);
  publishVipRise(services, playerId, committed.vip);
  const honorId = await recordHonor(services, committed.round);
  await afterRound(services, {
    roundId: String(committed.round.id),
    playerId,
    gameCode: committed.round.gameCode,
    provider: findGame(committed.round.gameCode)?.provider ?? '',
    bet: committed.round.bet,
    win: committed.round.win,
    multiplier: honorMultiplier(committed.round.win, committed.round.bet),
    level: committed.round.level as WinLevelValue,
    reels: committed.round.reels,
    honorId,
    createdAt: committed.round.createdAt,
  });
  return spinResultOf(committed.round);
}

/**
 * Picks the outcome (the oldest forced one, else the RNG), then moves the money through the
 * wallet service; the use of the forced outcome and the round row commit in that same wallet
 * transaction (`alsoInTransaction`). A reference applied before (a retry, or a racing copy that
 * won) changes nothing and answers the first round.
 */
async function spinOnce(services: Services, session: GameSessionRow, p: SlotSpinRequest, rng: Rng): Promise<{ round: GameRoundRow; replayed: boolean; vip?: VipPointsAdded }> {
  const playerId = session.playerId;
  const forced = await services.repos.gameRounds.peekForced(playerId);
  const outcome = forced ? forcedOutcome(JSON.parse(forced.outcome) as ForcedOutcome, p.Bet) : spinOutcome(p.Bet, rng);
  const changes: BalanceChange[] = [{ playerId, itemId: ItemId.Gold, delta: -p.Bet, reason: SLOT_BET_REASON }];
  if (outcome.win > 0) changes.push({ playerId, itemId: ItemId.Gold, delta: outcome.win, reason: SLOT_WIN_REASON });
  let vip: VipPointsAdded | undefined;
  const applied = await services.wallet.apply(changes, {
    ref: { kind: 'slot-spin', id: p.SpinID, playerId, itemId: ItemId.Gold },
    source: SLOT_LEDGER_SOURCE,
    reason: SLOT_BET_REASON,
    alsoInTransaction: async (tx) => {
      if (forced && !(await tx.gameRounds.dropForced(forced.id))) throw new ForcedTaken();
      await tx.gameRounds.insert({
        playerId,
        gameCode: session.gameCode,
        spinId: p.SpinID,
        bet: p.Bet,
        win: outcome.win,
        reels: outcome.grid,
        lines: outcome.lines,
        level: outcome.level,
        balanceAfter: await tx.wallet.balance(playerId, ItemId.Gold),
        replayKey: randomBytes(16).toString('base64url'),
        createdAt: services.clock.now(),
      });
      // VIP points = gold bet (docs/decisions/171-vip-points-and-thresholds.md), committed with the bet.
      vip = await addVipPoints(tx, playerId, p.Bet);
    },
  });
  const round = await services.repos.gameRounds.bySpin(playerId, p.SpinID);
  if (!round) throw new Error(`spin ${p.SpinID} was applied but has no round`);
  return { round, replayed: applied.replayed, vip };
}

/** Tasks and the honor list (server/honor); the record is linked to the round for replay (AchID). */
async function recordHonor(services: Services, round: GameRoundRow): Promise<number | null> {
  try {
    const provider = findGame(round.gameCode)?.provider ?? '';
    const record = await recordRound(services, { playerId: round.playerId, provider, gameId: round.gameCode, win: round.win, bet: round.bet });
    if (!record) return null;
    await services.repos.gameRounds.linkHonor(round.id, record.ID);
    return record.ID;
  } catch (err) {
    // The money and the round are committed: a failure here must not turn the spin into an error.
    services.log.warn('slot round: honor record failed', { err: String(err), roundId: round.id });
    return null;
  }
}
