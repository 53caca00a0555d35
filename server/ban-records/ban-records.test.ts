/**
 * Ban records on a real server (SQLite, and PostgreSQL under server-pg): the suspend helper
 * opens one (category, start) and reinstating ends it; POST /api/v1/player/ban_records lists a
 * brand's bans newest first with masked names, pages, and searches by player ID.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountHelperPath, BanCategory, Code, QaPath, RankPath, type BanRecordsResult } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { maskName } from './mask-name';

async function player(s: TestServer, Name: string, SiteID = 'owl'): Promise<number> {
  const r = await s.post(QaPath.Players, { Name, SiteID });
  return r.json.PlayerID as number;
}

async function bans(s: TestServer, body: Record<string, unknown>): Promise<BanRecordsResult> {
  const r = await s.post(RankPath.BanRecords, { SiteID: 'owl', Page: 1, ...body });
  expect(r.json.Code).toBe(Code.HttpOk);
  return r.json.Result as BanRecordsResult;
}

describe('maskName', () => {
  it.each([
    ['王小明', '王*明'],
    ['王明', '王*'],
    ['王', '*'],
    ['Dragon', 'D****n'],
    ['🐉龍王🐉', '🐉**🐉'],
    ['  阿福  ', '阿*'],
  ])('%s → %s', (name, masked) => expect(maskName(name)).toBe(masked));
});

describe('ban records', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('a suspension writes a ban (category, start, permanent); reinstating ends it; a second suspension is a new ban', async () => {
    const id = await player(s, '王小明');
    const start = s.clock.now();
    await s.post(AccountHelperPath.Suspend, { PlayerID: id, Reason: 'bot seen by ops', Category: BanCategory.Cheating });
    // suspending again while in force changes nothing
    s.clock.advance(1_000);
    await s.post(AccountHelperPath.Suspend, { PlayerID: id, Category: BanCategory.Fraud });
    expect(await bans(s, {})).toEqual({
      Total: 1,
      Page: 1,
      PerPage: 20,
      List: [{ BanID: expect.any(Number), PlayerID: id, Name: '王*明', Category: BanCategory.Cheating, StartTime: start, EndTime: null }],
    });

    s.clock.advance(60_000);
    await s.post(AccountHelperPath.Suspend, { PlayerID: id, Suspend: false });
    const lifted = await bans(s, {});
    expect(lifted.List[0]).toMatchObject({ StartTime: start, EndTime: start + 61_000 });
    expect(JSON.stringify(lifted)).not.toContain('bot seen by ops');

    s.clock.advance(60_000);
    await s.post(AccountHelperPath.Suspend, { PlayerID: id });
    const again = await bans(s, {});
    expect(again.Total).toBe(2);
    expect(again.List.map((b) => [b.Category, b.StartTime, b.EndTime])).toEqual([
      [BanCategory.Other, start + 121_000, null],
      [BanCategory.Cheating, start, start + 61_000],
    ]);
  });

  it('lists the brand newest first, in pages, and finds one player by ID', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await player(s, `玩家${i}號`);
      ids.push(id);
      await s.post(AccountHelperPath.Suspend, { PlayerID: id, Category: BanCategory.Spam });
      s.clock.advance(1_000);
    }
    const other = await player(s, '別家的人', 'lion');
    await s.post(AccountHelperPath.Suspend, { PlayerID: other });

    const first = await bans(s, { Page: 1, PerPage: 2 });
    expect(first.Total).toBe(5);
    expect(first.List.map((b) => b.PlayerID)).toEqual([ids[4], ids[3]]);
    expect(first.List[0]!.Name).toBe('玩**號');
    expect((await bans(s, { Page: 3, PerPage: 2 })).List.map((b) => b.PlayerID)).toEqual([ids[0]]);
    expect((await bans(s, { Page: 4, PerPage: 2 })).List).toEqual([]);

    const found = await bans(s, { PlayerID: ids[2] });
    expect(found.Total).toBe(1);
    expect(found.List).toEqual([expect.objectContaining({ PlayerID: ids[2], Category: BanCategory.Spam })]);
    expect((await bans(s, { PlayerID: other })).Total).toBe(0);
    expect((await bans(s, { SiteID: 'lion', PlayerID: other })).Total).toBe(1);
    expect((await bans(s, { PlayerID: 999_999 })).List).toEqual([]);
  });

  it('answers 400 for a bad body', async () => {
    expect((await s.post(RankPath.BanRecords, { SiteID: 'owl', Page: 0 })).status).toBe(400);
    expect((await s.post(RankPath.BanRecords, { SiteID: 'owl', Page: 1, PerPage: 51 })).status).toBe(400);
    expect((await s.post(AccountHelperPath.Suspend, { PlayerID: 1, Category: 7 })).status).toBe(400);
  });
});
