/**
 * Seven-day sign-in through real sockets (SQLite under `server`, PostgreSQL under `server-pg`):
 * once per Taipei day on the moved server clock, 20 concurrent claims on 4 sockets pay once,
 * the cycle runs day 1…7 and starts over, a missed day starts it over, day 7 pays gems for a
 * gem brand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, Op, type SevenDayClaimResult } from '../../src/protocol';
import { getBrand } from '../../src/brand/get-brand';
import { balance } from '../mail/test-kit';
import { startTestServer, TEST_START, type TestServer } from '../testing/harness';
import { sevenDayRewards } from './catalog';
import { ask, burst, deltas, rewardPlayer, status } from './rewards-test-kit';
import { SEVEN_DAY_LEDGER_SOURCE } from './rewards-service';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const crab = sevenDayRewards(getBrand('crab'));
const gold = (day: number) => crab[day - 1]![String(ItemId.Gold)]!;

describe('seven-day sign-in', () => {
  let s: TestServer;
  beforeAll(async () => {
    // Sessions outlive the moved clock's weeks (the default token lasts 24 h).
    s = await startTestServer({ tokenTtlMs: 365 * DAY });
  }, 60_000);
  afterAll(() => s.cleanup());

  it('starts at day 1 with the seven rewards and the next Taipei midnight', async () => {
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'crab' });
    const { SevenDay } = await status(a);
    expect(SevenDay).toEqual({ Rewards: crab, ClaimedDays: 0, Today: 1, ClaimedToday: false, NextAt: TEST_START + 12 * HOUR });
    expect(gold(7)).toBeGreaterThan(gold(6));
  });

  it('pays once under 20 concurrent claims on 4 sockets; the others answer 200411', async () => {
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'crab', Gold: 100 });
    const sockets = [a.lobby, ...(await Promise.all([1, 2, 3].map(() => s.initSocket('lobby', a.token))))];
    const replies = await burst(sockets, Op.SevenDayClaim, 20);
    const ok = replies.filter((r) => r.Code === Code.Ok);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.Code === Code.SevenDayClaimed)).toHaveLength(19);
    const result = ok[0]!.Result as SevenDayClaimResult;
    expect(result.Credited).toEqual(crab[0]);
    expect(result.SevenDay).toMatchObject({ ClaimedDays: 1, Today: 1, ClaimedToday: true });
    expect(result.Bag.Items[String(ItemId.Gold)]!.Amount).toBe(100 + gold(1));
    expect(await balance(s, a.id, ItemId.Gold)).toBe(100 + gold(1));
    expect(await deltas(s, a.id, ItemId.Gold, SEVEN_DAY_LEDGER_SOURCE)).toEqual([gold(1)]);
    expect(await s.services.repos.wallet.refResult(`sevenday:2025-01-15:${a.id}:0`)).toBeDefined();
  });

  it('refuses a second claim until Taipei midnight, then pays day 2; runs to day 7 and starts over', async () => {
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'crab' });
    expect((await ask(a.lobby, Op.SevenDayClaim)).Code).toBe(Code.Ok);
    s.clock.advance(12 * HOUR - 1); // 23:59:59.999 Taipei
    expect((await ask(a.lobby, Op.SevenDayClaim)).Code).toBe(Code.SevenDayClaimed);
    s.clock.advance(1); // Thursday 00:00
    expect((await status(a)).SevenDay).toMatchObject({ ClaimedDays: 1, Today: 2, ClaimedToday: false, NextAt: TEST_START + 12 * HOUR + DAY });
    const paid: number[] = [gold(1)];
    for (let day = 2; day <= 7; day++) {
      const r = await ask(a.lobby, Op.SevenDayClaim);
      expect(r.Code).toBe(Code.Ok);
      expect((r.Result as SevenDayClaimResult).SevenDay).toMatchObject({ ClaimedDays: day, Today: day, ClaimedToday: true });
      paid.push(gold(day));
      s.clock.advance(DAY);
    }
    expect((await status(a)).SevenDay).toMatchObject({ ClaimedDays: 0, Today: 1 });
    expect((await ask(a.lobby, Op.SevenDayClaim)).Code).toBe(Code.Ok);
    paid.push(gold(1));
    expect(await deltas(s, a.id, ItemId.Gold, SEVEN_DAY_LEDGER_SOURCE)).toEqual(paid);
    s.clock.reset();
  });

  it('a missed Taipei day starts the cycle over at day 1', async () => {
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'crab' });
    for (let day = 1; day <= 3; day++) {
      expect((await ask(a.lobby, Op.SevenDayClaim)).Code).toBe(Code.Ok);
      s.clock.advance(DAY);
    }
    expect((await status(a)).SevenDay).toMatchObject({ ClaimedDays: 3, Today: 4 });
    s.clock.advance(DAY); // day 4 missed
    expect((await status(a)).SevenDay).toMatchObject({ ClaimedDays: 0, Today: 1, ClaimedToday: false });
    const r = await ask(a.lobby, Op.SevenDayClaim);
    expect((r.Result as SevenDayClaimResult).Credited).toEqual(crab[0]);
    s.clock.reset();
  });

  it('day 7 of a gem brand (owl) pays its gem item too', async () => {
    const owl = sevenDayRewards(getBrand('owl'));
    expect(owl[6]![String(ItemId.Gem)]).toBeGreaterThan(0);
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'owl' });
    for (let day = 1; day <= 7; day++) {
      expect((await ask(a.lobby, Op.SevenDayClaim)).Code).toBe(Code.Ok);
      s.clock.advance(DAY);
    }
    expect(await balance(s, a.id, ItemId.Gem)).toBe(owl[6]![String(ItemId.Gem)]);
    s.clock.reset();
  });
});
