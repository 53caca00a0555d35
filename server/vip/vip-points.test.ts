/**
 * VIP points through the real server on both engines (SQLite under `server`, PostgreSQL under
 * `server-pg`): a demo-slot spin adds its bet as points in the bet's own transaction, the tier
 * rises at its threshold (pushed as 10101, read back by 10100 and the profile) and never falls,
 * concurrent spins lose no points, and 10100's reply carries the schema's shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, Op, QaPath, vipLevelsOf, vipThreshold, type PlayerProfile, type VipLevelsResult } from '../../src/protocol';
import { withTransaction } from '../db/repositories';
import { balance, frameOf } from '../mail/test-kit';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { newSpinId, sessionOf, spin } from '../games/test-kit';
import { addVipPoints } from './vip-service';

interface Player {
  id: number;
  token: string;
  lobby: TestSocket;
  session: string;
}

async function player(s: TestServer, body: { Gold?: number; VIPLevel?: number; VipPoints?: number } = {}): Promise<Player> {
  const r = (await s.post(QaPath.Players, { Gold: 1_000_000, ...body })).json as { PlayerID: number; Token: string };
  const p = { id: r.PlayerID, token: r.Token };
  return { ...p, lobby: await s.initSocket('lobby', p.token), session: await sessionOf(s, p) };
}

async function levels(socket: TestSocket): Promise<VipLevelsResult['Levels']> {
  socket.send({ OP: Op.Levels });
  const r = await frameOf(socket, Op.LevelsReply);
  expect(r.Code).toBe(Code.Ok);
  return (r.Result as VipLevelsResult).Levels;
}

async function profileLevel(p: Player): Promise<number> {
  p.lobby.send({ OP: Op.UserInfo, PlayerID: p.id });
  return ((await frameOf(p.lobby, Op.UserInfoReply)).Result as PlayerProfile).VIPLevel;
}

/** Adds points as a game would: inside a transaction of the caller. */
function grant(s: TestServer, playerId: number, points: number) {
  return withTransaction(s.services.repos, (tx) => addVipPoints(tx, playerId, points));
}

describe('VIP points', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('10100 answers tier 1 with no points for a new player (schema-checked by the test socket)', async () => {
    const p = await player(s);
    expect(await levels(p.lobby)).toEqual({ VIPLevel: 1, VipPoints: 0, CurrentThreshold: 0, NextThreshold: vipThreshold(2) });
    // Unknown fields are ignored, as for every request; an unreadable OP gets the standard refusal.
    p.lobby.send({ OP: Op.Levels, VIPLevel: 8 });
    expect((await frameOf(p.lobby, Op.LevelsReply)).Result).toEqual({ Levels: vipLevelsOf(1, 0) });
    p.lobby.send({ OP: String(Op.Levels) });
    expect(await frameOf(p.lobby, Op.ProtocolError)).toMatchObject({ Code: Code.MalformedFrame });
  });

  it('QA creates a player with VIP points: the tier follows them, a granted higher tier stays', async () => {
    const p = await player(s, { VipPoints: vipThreshold(3) + 5 });
    expect(await levels(p.lobby)).toEqual(vipLevelsOf(3, vipThreshold(3) + 5));
    const q = await player(s, { VIPLevel: 6, VipPoints: 10 });
    expect(await levels(q.lobby)).toEqual(vipLevelsOf(6, 10));
    expect((await s.post(QaPath.Players, { VipPoints: -1 })).status).toBe(400);
  });

  it('each spin adds its bet as points; a refused or retried spin adds none', async () => {
    const p = await player(s, { Gold: 6_000 });
    for (const bet of [100, 500, 5_000]) expect((await spin(s, p.session, bet)).json.Code).toBe(0);
    expect((await levels(p.lobby)).VipPoints).toBe(5_600);
    // 100011: the bet was not debited, so no points either
    const broke = await player(s, { Gold: 50 });
    expect((await spin(s, broke.session, 100)).json.Code).toBe(Code.GoldInsufficient);
    expect((await levels(broke.lobby)).VipPoints).toBe(0);
    // the same SpinID twice is one round: one bet, one set of points
    const id = newSpinId();
    await spin(s, p.session, 200, id);
    await spin(s, p.session, 200, id);
    expect((await levels(p.lobby)).VipPoints).toBe(5_800);
  });

  it('points commit with the caller\'s transaction or not at all, and need one', async () => {
    const p = await player(s);
    await expect(
      withTransaction(s.services.repos, async (tx) => {
        await addVipPoints(tx, p.id, 500_000);
        throw new Error('the bet failed after the points');
      }),
    ).rejects.toThrow('the bet failed');
    expect(await levels(p.lobby)).toEqual(vipLevelsOf(1, 0));
    await expect(addVipPoints(s.services.repos, p.id, 10)).rejects.toThrow(/transaction/);
    await expect(grant(s, p.id, 0)).rejects.toThrow(RangeError);
    await expect(grant(s, p.id, -5)).rejects.toThrow(RangeError);
  });

  it('the tier rises at its threshold: 10101 is pushed, 10100 and the profile say it', async () => {
    const p = await player(s);
    expect(await grant(s, p.id, vipThreshold(2) - 200)).toMatchObject({ changed: false, levels: { VIPLevel: 1 } });
    expect((await spin(s, p.session, 100)).json.Code).toBe(0); // one short
    expect(await levels(p.lobby)).toEqual(vipLevelsOf(1, vipThreshold(2) - 100));
    expect((await spin(s, p.session, 100)).json.Code).toBe(0); // exactly at the threshold
    const pushed = await frameOf(p.lobby, Op.LevelsReply);
    expect(pushed).toMatchObject({ Code: Code.Ok, Result: { Levels: { VIPLevel: 2, VipPoints: vipThreshold(2), CurrentThreshold: vipThreshold(2), NextThreshold: vipThreshold(3) } } });
    expect(await levels(p.lobby)).toEqual(vipLevelsOf(2, vipThreshold(2)));
    expect(await profileLevel(p)).toBe(2);
    // several tiers at once land on the highest reached
    expect(await grant(s, p.id, vipThreshold(5) - vipThreshold(2))).toMatchObject({ changed: true, levels: { VIPLevel: 5 } });
    // the top tier has no next threshold
    expect(await grant(s, p.id, vipThreshold(8))).toMatchObject({ changed: true, levels: { VIPLevel: 8, NextThreshold: null } });
    expect(await profileLevel(p)).toBe(8);
  });

  it('a tier never falls: a tier granted above the points stays, and no 10101 is pushed', async () => {
    const p = await player(s, { VIPLevel: 5 });
    expect((await spin(s, p.session, 5_000)).json.Code).toBe(0);
    expect(await levels(p.lobby)).toEqual(vipLevelsOf(5, 5_000));
    // enough for VIP 3 but not 6: still 5
    expect(await grant(s, p.id, vipThreshold(3))).toMatchObject({ changed: false, levels: { VIPLevel: 5 } });
    expect(await profileLevel(p)).toBe(5);
    expect(await levels(p.lobby)).toEqual(vipLevelsOf(5, 5_000 + vipThreshold(3)));
    expect(await p.lobby.unread()).toEqual([]); // the answer only, no 10101 push
  });

  it('concurrent spins lose no points; of racing adds across a threshold exactly one raises the tier', async () => {
    const p = await player(s, { Gold: 1_000_000 });
    const replies = await Promise.all(Array.from({ length: 16 }, () => spin(s, p.session, 1_000)));
    expect(replies.map((r) => r.json.Code)).toEqual(Array(16).fill(0));
    expect((await levels(p.lobby)).VipPoints).toBe(16_000);
    const gold = await balance(s, p.id, ItemId.Gold);
    expect(gold).toBe(1_000_000 - 16_000 + replies.reduce((sum, r) => sum + (r.json.Result as { Win: number }).Win, 0));

    const q = await player(s);
    const step = vipThreshold(2) / 10;
    const adds = await Promise.all(Array.from({ length: 10 }, () => grant(s, q.id, step)));
    expect(adds.filter((a) => a.changed)).toHaveLength(1);
    expect(await levels(q.lobby)).toEqual(vipLevelsOf(2, vipThreshold(2)));
  });
});
