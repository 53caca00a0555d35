/**
 * Demo-slot spins through the real server on both engines: one wallet transaction for the bet
 * and the win, the retry by SpinID, concurrency, bets and balances, forced outcomes, the honor
 * record at holy-moly and the big-win hook.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, GamePath, ItemId, WinLevel } from '../../../src/protocol';
import { testEngine } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/harness';
import { balance, ledger } from '../../mail/test-kit';
import { addBigWinListener, type FinishedRound } from '../round-hooks';
import { force, gamePlayer, newSpinId, sessionOf, spin } from '../test-kit';
import { SLOT_LEDGER_SOURCE } from './ledger';

const WIN_GRID = [
  [1, 2, 1],
  [3, 3, 3],
  [2, 1, 2],
];
const LOSE_GRID = [
  [0, 1, 2],
  [3, 4, 0],
  [1, 2, 3],
];

describe('demo slot spins', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('debits the bet and credits the win in one transaction: balance equals the ledger', async () => {
    const p = await gamePlayer(s, 10_000);
    const session = await sessionOf(s, p);
    await force(s, p.id, [{ Reels: WIN_GRID }]);
    const r = await spin(s, session, 200);
    expect(r.json.Code).toBe(0);
    // A line of BARs pays 15× the bet.
    expect(r.json.Result).toMatchObject({ Reels: WIN_GRID, Lines: [1], Bet: 200, Win: 3_000, Multiplier: '15.00', Level: WinLevel.Big, Balance: 12_800 });
    expect(await balance(s, p.id, ItemId.Gold)).toBe(12_800);
    const rows = (await ledger(s, p.id, ItemId.Gold)).filter((row) => row.source === SLOT_LEDGER_SOURCE);
    expect(rows.map((row) => Number(row.after_amount) - Number(row.before_amount))).toEqual([-200, 3_000]);
    expect(Number(rows.at(-1)!.after_amount)).toBe(12_800);
    const round = await s.services.repos.gameRounds.byId(Number(r.json.Result.RoundID));
    expect(round).toMatchObject({ playerId: p.id, gameCode: '10001', bet: 200, win: 3_000, reels: WIN_GRID, level: WinLevel.Big });
  });

  it('a retry with the same SpinID answers the first round and moves nothing twice (also concurrently)', async () => {
    const p = await gamePlayer(s, 10_000);
    const session = await sessionOf(s, p);
    const id = newSpinId();
    const first = (await spin(s, session, 500, id)).json.Result;
    const again = (await spin(s, session, 500, id)).json.Result;
    expect(again).toEqual(first);
    const racing = newSpinId();
    const replies = await Promise.all(Array.from({ length: 6 }, () => spin(s, session, 100, racing)));
    const ids = new Set(replies.map((x) => x.json.Result.RoundID));
    expect(ids.size).toBe(1);
    const rows = (await ledger(s, p.id, ItemId.Gold)).filter((row) => row.source === SLOT_LEDGER_SOURCE && Number(row.after_amount) < Number(row.before_amount));
    expect(rows).toHaveLength(2);
    const expected = 10_000 - 500 + first.Win - 100 + replies[0]!.json.Result.Win;
    expect(await balance(s, p.id, ItemId.Gold)).toBe(expected);
  });

  it('concurrent spins never overdraw: 10 spins of 100 on 500 gold, 5 pass and 5 answer 100011', async () => {
    const p = await gamePlayer(s, 500);
    const session = await sessionOf(s, p);
    await force(s, p.id, Array.from({ length: 10 }, () => ({ Reels: LOSE_GRID })));
    const replies = await Promise.all(Array.from({ length: 10 }, () => spin(s, session, 100)));
    const codes = replies.map((r) => r.json.Code).sort();
    expect(codes).toEqual([...Array(5).fill(0), ...Array(5).fill(Code.GoldInsufficient)]);
    expect(await balance(s, p.id, ItemId.Gold)).toBe(0);
    expect((await ledger(s, p.id, ItemId.Gold)).filter((row) => row.source === SLOT_LEDGER_SOURCE)).toHaveLength(5);
  });

  it('refuses a bet off the list (200382), a bet over the balance (100011) and a bad session (200383)', async () => {
    const p = await gamePlayer(s, 150);
    const session = await sessionOf(s, p);
    expect((await spin(s, session, 300)).json.Code).toBe(Code.GameBetInvalid);
    const poor = await spin(s, session, 200);
    expect(poor.json.Code).toBe(Code.GoldInsufficient);
    expect(poor.json.Message).toBe('日金不足');
    expect((await spin(s, 'gs.nope', 100)).json.Code).toBe(Code.GameTicketInvalid);
    expect(await balance(s, p.id, ItemId.Gold)).toBe(150);
    // A session of a game without a demo cannot spin.
    expect((await spin(s, await sessionOf(s, p, '10002'), 100)).json.Code).toBe(Code.GameUnknown);
  });

  it('answers 400 with the field for a malformed spin', async () => {
    const bad = await s.post(GamePath.Spin, { Session: 'x', SpinID: 'short', Bet: 100 });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ Code: Code.InvalidInput });
    expect(bad.json.Message).toMatch(/SpinID/);
    expect((await s.post(GamePath.Spin, '{nope')).status).toBe(400);
  });

  it('a failure inside the transaction leaves nothing; the same SpinID then spins once', async () => {
    const p = await gamePlayer(s, 1_000);
    const session = await sessionOf(s, p);
    const pg = testEngine() === 'postgres';
    if (pg) {
      await sql`CREATE OR REPLACE FUNCTION game_rounds_boom() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$ LANGUAGE plpgsql`.execute(s.db);
      await sql`CREATE TRIGGER game_rounds_boom BEFORE INSERT ON game_rounds FOR EACH ROW EXECUTE FUNCTION game_rounds_boom()`.execute(s.db);
    } else {
      await sql`CREATE TRIGGER game_rounds_boom BEFORE INSERT ON game_rounds BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(s.db);
    }
    await force(s, p.id, [{ Reels: WIN_GRID }]);
    const id = newSpinId();
    const failed = await spin(s, session, 100, id);
    expect(failed.status).toBe(500);
    await sql`DROP TRIGGER game_rounds_boom${sql.raw(pg ? ' ON game_rounds' : '')}`.execute(s.db);
    expect(await balance(s, p.id, ItemId.Gold)).toBe(1_000);
    expect((await ledger(s, p.id, ItemId.Gold)).filter((row) => row.source === SLOT_LEDGER_SOURCE)).toHaveLength(0);
    // The forced outcome was not used up either: the retry gets it.
    const retry = await spin(s, session, 100, id);
    expect(retry.json.Result).toMatchObject({ Win: 1_500, Balance: 2_400 });
    expect(await balance(s, p.id, ItemId.Gold)).toBe(2_400);
  });

  it('a forced holy-moly win writes the honor record linked to the round and runs the big-win hook once', async () => {
    const p = await gamePlayer(s, 10_000);
    const session = await sessionOf(s, p);
    const seen: FinishedRound[] = [];
    const remove = addBigWinListener((_services, round) => {
      if (round.playerId === p.id) seen.push(round);
    });
    try {
      await force(s, p.id, [{ Multiplier: 50 }, { Multiplier: 0 }, { Multiplier: 10 }]);
      const holy = (await spin(s, session, 100)).json.Result;
      expect(holy.Level).toBe(WinLevel.HolyMoly);
      expect(holy.Win / holy.Bet).toBeGreaterThanOrEqual(50);
      const lost = (await spin(s, session, 100)).json.Result;
      expect(lost).toMatchObject({ Win: 0, Lines: [], Level: WinLevel.None });
      const big = (await spin(s, session, 100)).json.Result;
      expect(big.Level).toBe(WinLevel.Big);

      const records = await s.services.repos.honorRecords.list(p.id);
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ win: holy.Win, bet: 100, provider: 'be', gameId: '10001' });
      expect((await s.services.repos.gameRounds.byHonor(records[0]!.id))?.id).toBe(Number(holy.RoundID));
      expect(seen.map((r) => [r.roundId, r.level])).toEqual([
        [holy.RoundID, WinLevel.HolyMoly],
        [big.RoundID, WinLevel.Big],
      ]);
      expect(seen[0]!.honorId).toBe(records[0]!.id);
    } finally {
      remove();
    }
  });
});
