/** How one event moves one task, per condition type (pure: no database). */
import { describe, expect, it } from 'vitest';
import { TaskCondType as T } from '../../src/protocol';
import { stepOf, type TaskEvent } from './events';

const round = (bet: number, win: number): TaskEvent => ({ kind: 'round', bet, win });
const step = (condType: number, e: TaskEvent, Threshold?: number) => stepOf({ condType, condition: { TargetCount: 1, Threshold } }, e);

describe('task steps', () => {
  it('lobby events move only their own type', () => {
    expect(step(T.ChatMessages, { kind: 'chat' })).toBe(1);
    expect(step(T.GiftsSent, { kind: 'gift' })).toBe(1);
    expect(step(T.RedEnvelopesReceived, { kind: 'red-envelope' })).toBe(1);
    expect(step(T.MailsCollected, { kind: 'mail' })).toBe(1);
    expect(step(T.SignIns, { kind: 'sign-in' })).toBe(1);
    expect(step(T.ChatMessages, { kind: 'gift' })).toBe(0);
    expect(step(T.BetCount, { kind: 'chat' })).toBe(0);
  });
  it('a round counts bets and adds amounts', () => {
    expect(step(T.BetCount, round(100, 0))).toBe(1);
    expect(step(T.CumulativeBet, round(100, 0))).toBe(100);
    expect(step(T.CumulativeWin, round(100, 350))).toBe(350);
  });
  it('big (10×), super (25×) and holy (50×) wins', () => {
    expect(step(T.BigWins, round(100, 999))).toBe(0);
    expect(step(T.BigWins, round(100, 1_000))).toBe(1);
    expect(step(T.SuperWins, round(100, 2_499))).toBe(0);
    expect(step(T.SuperWins, round(100, 2_500))).toBe(1);
    expect(step(T.HolyWins, round(100, 4_999))).toBe(0);
    expect(step(T.HolyWins, round(100, 5_000))).toBe(1);
    expect(step(T.BigWins, round(100, 5_000))).toBe(1);
  });
  it('thresholds: single win, single bet, rounds above, holy above, bets above', () => {
    expect(step(T.SingleWinAbove, round(10, 99), 100)).toBe(0);
    expect(step(T.SingleWinAbove, round(10, 100), 100)).toBe(1);
    expect(step(T.SingleBetAbove, round(99, 0), 100)).toBe(0);
    expect(step(T.SingleBetAbove, round(100, 0), 100)).toBe(1);
    expect(step(T.BetCountAbove, round(100, 0), 100)).toBe(1);
    expect(step(T.HolyWinsAbove, round(99, 99 * 60), 100)).toBe(0);
    expect(step(T.HolyWinsAbove, round(100, 6_000), 100)).toBe(1);
    expect(stepOf({ condType: T.CumulativeBetAbove, condition: { TargetAmount: 1000, Threshold: 100 } }, round(99, 0))).toBe(0);
    expect(stepOf({ condType: T.CumulativeBetAbove, condition: { TargetAmount: 1000, Threshold: 100 } }, round(150, 0))).toBe(150);
  });
  it('types without a source today never move', () => {
    for (const type of [T.SmallJackpots, T.FreeGames, T.BonusSymbols, T.WildSymbols, T.ScatterSymbols, T.DepositCount, T.CumulativeDeposit]) {
      expect(step(type, round(1_000, 100_000))).toBe(0);
    }
  });
});
