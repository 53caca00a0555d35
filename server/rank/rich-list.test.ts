/**
 * POST /api/v1/rank/rich_list on a real server (SQLite, and PostgreSQL under server-pg): order
 * by gold, shared ranks for ties listed by player id, suspended players left out, the brand's
 * players only, the caller's own line with a token, the top-50 cut and the cache's TTL.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountHelperPath, Code, QaPath, RankLimits, RankPath, type RichListResult } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { createRichList } from './rich-list';

async function player(s: TestServer, body: { Name: string; Gold: number; SiteID?: string; VIPLevel?: number }) {
  const r = await s.post(QaPath.Players, { SiteID: 'owl', ...body });
  if (typeof r.json?.PlayerID !== 'number') throw new Error(JSON.stringify(r.json));
  return { id: r.json.PlayerID as number, token: r.json.Token as string };
}

async function richList(s: TestServer, siteId = 'owl', token?: string): Promise<RichListResult> {
  const r = await s.post(RankPath.RichList, { SiteID: siteId }, token ? { 'api-token': token } : {});
  expect(r.json.Code).toBe(Code.HttpOk);
  return r.json.Result as RichListResult;
}

describe('rich list', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('ranks the brand by gold; ties share a rank, the earlier account first; suspended and empty wallets are left out', async () => {
    const low = await player(s, { Name: '低', Gold: 100 });
    const tieA = await player(s, { Name: '同甲', Gold: 5_000, VIPLevel: 4 });
    const top = await player(s, { Name: '榜首', Gold: 9_000 });
    const tieB = await player(s, { Name: '同乙', Gold: 5_000 });
    await player(s, { Name: '空', Gold: 0 });
    const banned = await player(s, { Name: '停權', Gold: 99_999 });
    await player(s, { Name: '別家', Gold: 50_000, SiteID: 'lion' });
    await s.post(AccountHelperPath.Suspend, { PlayerID: banned.id });

    const r = await richList(s);
    expect(r.List.map((e) => [e.Rank, e.PlayerID, e.Amount])).toEqual([
      [1, top.id, 9_000],
      [2, tieA.id, 5_000],
      [2, tieB.id, 5_000],
      [4, low.id, 100],
    ]);
    expect(r.List[1]).toEqual({ Rank: 2, PlayerID: tieA.id, Name: '同甲', PictureURL: '', PictureSetting: 2, VIPLevel: 4, Amount: 5_000 });
    expect(r.Mine).toBeNull();
    expect(r.UpdatedAt).toBe(s.clock.now());

    // reinstated: back on the list at the top
    await s.post(AccountHelperPath.Suspend, { PlayerID: banned.id, Suspend: false });
    expect((await richList(s)).List[0]).toMatchObject({ Rank: 1, PlayerID: banned.id });
  });

  it("the caller's own line: on the list, below the cut, without gold, or none (no token, other brand)", async () => {
    const players = [];
    for (let i = 0; i < RankLimits.RichListSize + 1; i++) players.push(await player(s, { Name: `p${i}`, Gold: 1_000 * (i + 1) }));
    const poorest = players[0]!;
    const richest = players.at(-1)!;
    const broke = await player(s, { Name: '沒錢', Gold: 0 });
    const elsewhere = await player(s, { Name: '別家', Gold: 10, SiteID: 'lion' });

    const mine = await richList(s, 'owl', richest.token);
    expect(mine.List).toHaveLength(RankLimits.RichListSize);
    expect(mine.List.some((e) => e.PlayerID === poorest.id)).toBe(false);
    expect(mine.Mine).toMatchObject({ Rank: 1, PlayerID: richest.id, Amount: 51_000 });

    expect((await richList(s, 'owl', poorest.token)).Mine).toMatchObject({ Rank: 51, PlayerID: poorest.id, Name: 'p0', Amount: 1_000 });
    expect((await richList(s, 'owl', broke.token)).Mine).toMatchObject({ Rank: 0, PlayerID: broke.id, Amount: 0 });
    expect((await richList(s, 'owl', elsewhere.token)).Mine).toBeNull();
    expect((await richList(s, 'owl', 'not-a-token')).Mine).toBeNull();
    expect((await richList(s, 'lion', elsewhere.token)).Mine).toMatchObject({ Rank: 1, PlayerID: elsewhere.id });
  });

  it("the deployment's brand also holds the accounts without one (the demo players); an alias names its brand", async () => {
    const r = await richList(s, 'crab');
    expect(r.List.slice(0, 3).map((e) => [e.Rank, e.Name, e.Amount])).toEqual([
      [1, '王大明', 8_800_000],
      [2, '金城武士', 3_600_000],
      [3, '林美玲', 1_250_000],
    ]);
    expect((await richList(s, 'BJ188')).List).toEqual(r.List);
    expect((await richList(s, 'owl')).List).toEqual([]);
  });

  it('answers 400 for a body without SiteID', async () => {
    expect((await s.post(RankPath.RichList, {})).status).toBe(400);
  });

  it('reuses a brand list for the TTL, then reads it again', async () => {
    const list = createRichList(s.services, 15_000);
    const a = await player(s, { Name: '甲', Gold: 100 });
    const first = await list.read('owl');
    expect(first.List.map((e) => e.PlayerID)).toEqual([a.id]);
    const b = await player(s, { Name: '乙', Gold: 200 });
    s.clock.advance(14_999);
    expect((await list.read('owl')).List.map((e) => e.PlayerID)).toEqual([a.id]);
    // the caller's own line is read fresh even while the list is cached
    expect((await list.read('owl', b.id)).Mine).toMatchObject({ Rank: 1, PlayerID: b.id, Amount: 200 });
    s.clock.advance(1);
    const later = await list.read('owl');
    expect(later.List.map((e) => e.PlayerID)).toEqual([b.id, a.id]);
    expect(later.UpdatedAt).toBe(first.UpdatedAt + 15_000);
  });
});
