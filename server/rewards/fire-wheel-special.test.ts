/**
 * Fire wheel and special reward through real sockets (SQLite under `server`, PostgreSQL under
 * `server-pg`): the spin is decided and paid on the server (QA forces the segment), once per
 * Taipei day, 20 concurrent spins pay once; the special reward pays once to an eligible player
 * of a brand that offers it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../src/brand/get-brand';
import { Code, ItemId, Op, QaPath, SPECIAL_REWARD_MIN_VIP, type FireWheelSpinResult, type SpecialRewardClaimResult } from '../../src/protocol';
import { balance } from '../mail/test-kit';
import { startTestServer, TEST_START, type TestServer } from '../testing/harness';
import { specialReward, wheelSegments } from './catalog';
import { ask, burst, deltas, rewardPlayer, status } from './rewards-test-kit';
import { FIRE_WHEEL_LEDGER_SOURCE, SPECIAL_REWARD_LEDGER_SOURCE, spinFireWheel } from './rewards-service';
import { seededRandom } from './wheel';

const HOUR = 3600_000;
const crabWheel = wheelSegments(getBrand('crab'));
const prize = (segment: number) => crabWheel[segment]!.items[String(ItemId.Gold)]!;

describe('fire wheel', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ tokenTtlMs: 30 * 24 * HOUR });
  }, 60_000);
  afterAll(() => s.cleanup());

  it('shows the segments (no weights) and a spin for today', async () => {
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'crab' });
    const { FireWheel } = await status(a);
    expect(FireWheel).toEqual({ Segments: crabWheel.map((x) => ({ Items: x.items })), CanSpin: true, LastSegment: null, NextAt: TEST_START + 12 * HOUR });
  });

  it('lands on the QA-forced segment, pays it, refuses a second spin with 200412 until Taipei midnight', async () => {
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'crab', Gold: 10 });
    expect((await s.post(QaPath.FireWheel, { PlayerID: a.id, Segment: 3 })).status).toBe(200);
    const r = await ask(a.lobby, Op.FireWheelSpin);
    expect(r.Code).toBe(Code.Ok);
    const spun = r.Result as FireWheelSpinResult;
    expect(spun.Segment).toBe(3);
    expect(spun.Credited).toEqual(crabWheel[3]!.items);
    expect(spun.FireWheel).toMatchObject({ CanSpin: false, LastSegment: 3 });
    expect(await balance(s, a.id, ItemId.Gold)).toBe(10 + prize(3));
    expect((await ask(a.lobby, Op.FireWheelSpin)).Code).toBe(Code.FireWheelSpun);
    s.clock.advance(12 * HOUR - 1);
    expect((await ask(a.lobby, Op.FireWheelSpin)).Code).toBe(Code.FireWheelSpun);
    s.clock.advance(1);
    expect((await status(a)).FireWheel).toMatchObject({ CanSpin: true, LastSegment: null });
    await s.post(QaPath.FireWheel, { PlayerID: a.id, Segment: 0 });
    expect(((await ask(a.lobby, Op.FireWheelSpin)).Result as FireWheelSpinResult).Segment).toBe(0);
    expect(await deltas(s, a.id, ItemId.Gold, FIRE_WHEEL_LEDGER_SOURCE)).toEqual([prize(3), prize(0)]);
    s.clock.reset();
  });

  it('pays once under 20 concurrent spins on 4 sockets', async () => {
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'crab' });
    const sockets = [a.lobby, ...(await Promise.all([1, 2, 3].map(() => s.initSocket('lobby', a.token))))];
    const replies = await burst(sockets, Op.FireWheelSpin, 20);
    const ok = replies.filter((r) => r.Code === Code.Ok);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.Code === Code.FireWheelSpun)).toHaveLength(19);
    const segment = (ok[0]!.Result as FireWheelSpinResult).Segment;
    expect(await deltas(s, a.id, ItemId.Gold, FIRE_WHEEL_LEDGER_SOURCE)).toEqual([prize(segment)]);
    expect((await status(a)).FireWheel.LastSegment).toBe(segment);
  });

  it('draws with the injected random source; an any-player force is taken by one spin only', async () => {
    s.clock.reset();
    const a = await rewardPlayer(s, { SiteID: 'crab' });
    const b = await rewardPlayer(s, { SiteID: 'crab' });
    const c = await rewardPlayer(s, { SiteID: 'crab' });
    expect((await spinFireWheel(s.services, a.id, () => 0.999)).Segment).toBe(7);
    await s.post(QaPath.FireWheel, { Segment: 5 });
    expect((await spinFireWheel(s.services, b.id, () => 0)).Segment).toBe(5);
    expect((await spinFireWheel(s.services, c.id, () => 0)).Segment).toBe(0);
    const seeded = await rewardPlayer(s, { SiteID: 'crab' });
    const expected = (await import('./wheel')).pickSegment(crabWheel.map((x) => x.weight), seededRandom(99));
    expect((await spinFireWheel(s.services, seeded.id, seededRandom(99))).Segment).toBe(expected);
  });

  it('QA refuses a segment off the wheel', async () => {
    expect((await s.post(QaPath.FireWheel, { Segment: crabWheel.length })).status).toBe(400);
    expect((await s.post(QaPath.FireWheel, { Segment: -1 })).status).toBe(400);
  });
});

describe('special reward', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());
  const owlReward = specialReward(getBrand('owl'));

  it('is not offered to a brand without specialRewardPopup (crab): 200415', async () => {
    const a = await rewardPlayer(s, { SiteID: 'crab', VIPLevel: 5 });
    expect((await status(a)).Special).toMatchObject({ Offered: false });
    expect((await ask(a.lobby, Op.SpecialRewardClaim)).Code).toBe(Code.SpecialRewardNotOffered);
  });

  it(`refuses a player below VIP ${SPECIAL_REWARD_MIN_VIP} with 200413`, async () => {
    const a = await rewardPlayer(s, { SiteID: 'owl', VIPLevel: SPECIAL_REWARD_MIN_VIP - 1 });
    expect((await status(a)).Special).toEqual({ Offered: true, Eligible: false, Claimed: false, Reward: owlReward, MinVip: SPECIAL_REWARD_MIN_VIP });
    expect((await ask(a.lobby, Op.SpecialRewardClaim)).Code).toBe(Code.SpecialRewardNotEligible);
    expect(await deltas(s, a.id, ItemId.Gold, SPECIAL_REWARD_LEDGER_SOURCE)).toEqual([]);
  });

  it('pays an eligible player once under 20 concurrent claims; later claims answer 200414', async () => {
    const a = await rewardPlayer(s, { SiteID: 'owl', VIPLevel: SPECIAL_REWARD_MIN_VIP });
    const sockets = [a.lobby, ...(await Promise.all([1, 2, 3].map(() => s.initSocket('lobby', a.token))))];
    const replies = await burst(sockets, Op.SpecialRewardClaim, 20);
    const ok = replies.filter((r) => r.Code === Code.Ok);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.Code === Code.SpecialRewardClaimed)).toHaveLength(19);
    expect((ok[0]!.Result as SpecialRewardClaimResult).Special).toMatchObject({ Eligible: true, Claimed: true });
    expect(await deltas(s, a.id, ItemId.Gold, SPECIAL_REWARD_LEDGER_SOURCE)).toEqual([owlReward[String(ItemId.Gold)]]);
    expect(await deltas(s, a.id, ItemId.Gem, SPECIAL_REWARD_LEDGER_SOURCE)).toEqual([owlReward[String(ItemId.Gem)]]);
    s.clock.advance(20 * HOUR); // once per player, not per day
    expect((await ask(a.lobby, Op.SpecialRewardClaim)).Code).toBe(Code.SpecialRewardClaimed);
    expect((await status(a)).Special.Claimed).toBe(true);
    s.clock.reset();
  });
});
