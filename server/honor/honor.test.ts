/**
 * The honor list through real sockets (SQLite under `server`, PostgreSQL under `server-pg`):
 * the holy-moly threshold, the latest 10, pins that later records never overwrite, the pin
 * limit (also under 12 concurrent pins on two sockets), unpin, another player's record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, HonorPinned, Op, QaPath, type Achievement, type HonorListResult, type HonorPinResult, type Reply } from '../../src/protocol';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { frameOf, makePlayer, type TestPlayer } from '../mail/test-kit';

async function addRound(s: TestServer, body: { PlayerID: number; Win: number; Bet: number; GameID?: string; Count?: number }) {
  const r = await s.post(QaPath.Honor, body);
  if (r.status !== 200) throw new Error(`QA honor answered ${r.status} ${JSON.stringify(r.json)}`);
  return r.json as { Recorded: boolean; Achievements: Achievement[] };
}

async function list(p: TestPlayer, playerId = p.id): Promise<Achievement[]> {
  p.lobby.send({ OP: Op.HonorList, PlayerID: playerId });
  const r = await frameOf(p.lobby, Op.HonorListReply);
  if (r.Code !== Code.Ok) throw new Error(`10130 answered ${r.Code}`);
  return (r.Result as HonorListResult).Achievements;
}

async function pin(socket: TestSocket, ID: number, Pinned: number): Promise<Reply> {
  socket.send({ OP: Op.HonorPin, ID, Pinned });
  return frameOf(socket, Op.HonorPinReply, 30_000);
}

describe('honor list', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('records only wins at holy-moly level (Win / Bet ≥ 50) with the row fields of the spec', async () => {
    const a = await makePlayer(s);
    expect((await addRound(s, { PlayerID: a.id, Win: 4_999, Bet: 100 })).Recorded).toBe(false);
    const { Achievements } = await addRound(s, { PlayerID: a.id, Win: 5_235, Bet: 100, GameID: 'g7' });
    expect(Achievements).toHaveLength(1);
    const rows = await list(a);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ Win: 5_235, Bet: 100, Pinned: HonorPinned.Unpinned, PlayerID: a.id, GameInfo: { Provider: 'QA', GameID: 'g7' } });
    expect(rows[0]!.CreateTime.slice(0, 10)).toBe('2025-01-15');
  });

  it('keeps the latest 10; pinned records stay however many come later', async () => {
    const a = await makePlayer(s);
    const first = (await addRound(s, { PlayerID: a.id, Win: 6_000, Bet: 100, Count: 3 })).Achievements;
    for (const r of first) expect((await pin(a.lobby, r.ID, HonorPinned.Pinned)).Code).toBe(Code.Ok);
    await addRound(s, { PlayerID: a.id, Win: 7_000, Bet: 100, Count: 12 });
    const rows = await list(a);
    expect(rows).toHaveLength(13);
    expect(rows.filter((r) => r.Pinned === HonorPinned.Pinned).map((r) => r.ID).sort()).toEqual(first.map((r) => r.ID).sort());
    expect(rows.filter((r) => r.Pinned === HonorPinned.Unpinned).every((r) => r.Win === 7_000)).toBe(true);
  });

  it('refuses a fourth pin with 200371, unpins always, then pins again', async () => {
    const a = await makePlayer(s);
    const recs = (await addRound(s, { PlayerID: a.id, Win: 5_000, Bet: 100, Count: 4 })).Achievements;
    for (const r of recs.slice(0, 3)) expect((await pin(a.lobby, r.ID, HonorPinned.Pinned)).Code).toBe(Code.Ok);
    expect((await pin(a.lobby, recs[3]!.ID, HonorPinned.Pinned)).Code).toBe(Code.HonorPinLimit);
    const un = await pin(a.lobby, recs[0]!.ID, HonorPinned.Unpinned);
    expect(un.Result as HonorPinResult).toEqual({ ID: recs[0]!.ID, Pinned: HonorPinned.Unpinned, PinnedCount: 2 });
    const again = await pin(a.lobby, recs[3]!.ID, HonorPinned.Pinned);
    expect(again.Result as HonorPinResult).toMatchObject({ Pinned: HonorPinned.Pinned, PinnedCount: 3 });
  });

  it('under 12 concurrent pins on two sockets exactly 3 succeed', async () => {
    const a = await makePlayer(s);
    const second = await s.initSocket('lobby', a.token);
    const recs = (await addRound(s, { PlayerID: a.id, Win: 5_000, Bet: 100, Count: 10 })).Achievements;
    const sockets = [a.lobby, second];
    for (let i = 0; i < 12; i++) sockets[i % 2]!.send({ OP: Op.HonorPin, ID: recs[i % 10]!.ID, Pinned: HonorPinned.Pinned });
    const codes: number[] = [];
    for (const socket of sockets) for (let i = 0; i < 6; i++) codes.push((await frameOf(socket, Op.HonorPinReply, 60_000)).Code);
    expect(codes.filter((c) => c === Code.HonorPinLimit).length).toBeGreaterThanOrEqual(7);
    expect((await list(a)).filter((r) => r.Pinned === HonorPinned.Pinned)).toHaveLength(3);
  });

  it("shows another player's list but never pins their records (200372)", async () => {
    const a = await makePlayer(s);
    const b = await makePlayer(s);
    const [rec] = (await addRound(s, { PlayerID: b.id, Win: 9_000, Bet: 100 })).Achievements;
    expect((await list(a, b.id)).map((r) => r.ID)).toEqual([rec!.ID]);
    expect((await pin(a.lobby, rec!.ID, HonorPinned.Pinned)).Code).toBe(Code.HonorNotFound);
    a.lobby.send({ OP: Op.HonorList, PlayerID: 99_999_999 });
    expect((await frameOf(a.lobby, Op.HonorListReply)).Code).toBe(Code.PlayerNotFound);
  });
});
