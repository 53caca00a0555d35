/**
 * The club CSV exports (SQLite under `server`, PostgreSQL under `server-pg`): UTF-8 with a
 * BOM, Chinese names intact through csv-stringify's quoting, titles per Lang, Tab filters,
 * pages of at most 2,000 rows (2,001 records: 2,000 then 1; PerPage 2,001 is a 400).
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClubExchangeKind, ClubPath } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { call, qaClub, qaPlayer, type Seat } from './test-kit';

describe('club CSV exports', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const exportCsv = async (who: Seat, path: string, body: Record<string, unknown>) => {
    const res = await fetch(`http://127.0.0.1:${s.port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-token': who.Token },
      body: JSON.stringify({ Page: 1, PerPage: 2000, ...body }),
    });
    return res;
  };
  const rowsOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(bytes.subarray(3).toString('utf8')) as string[][];
  };

  it('member list: BOM, Chinese names with commas and quotes intact, role names, Tab and paging', async () => {
    const names = ['王大明', '陳美麗, "阿美"', '林志玲', 'Nguyễn Văn A'];
    const c = await qaClub(s, { Names: names, SubLeaders: 1, Members: 2, ClubName: '匯出測試' });
    const rows = await rowsOf(await exportCsv(c.Leader, ClubPath.MemberListExport, {}));
    expect(rows[0]).toEqual(['玩家ID', '暱稱', 'VIP等級', '職位', '加入時間']);
    expect(rows.slice(1).map((r) => [r[1], r[3]])).toEqual([
      ['王大明', '會長'],
      ['陳美麗, "阿美"', '副會長'],
      ['林志玲', '會員'],
      ['Nguyễn Văn A', '會員'],
    ]);
    expect(rows[1]![4]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const members = await rowsOf(await exportCsv(c.SubLeaders[0]!, ClubPath.MemberListExport, { Tab: 2, PerPage: 1, Page: 2, Lang: 'id_id' }));
    expect(members).toEqual([['ID Pemain', 'Nama Panggilan', 'Level VIP', 'Jabatan', 'Waktu Bergabung'], [String(c.Members[1]!.PlayerID), 'Nguyễn Văn A', expect.any(String), 'Anggota', expect.any(String)]]);
  });

  it('exchange list: 2,002 records page as 2,000 + 2, newest first; Tab picks a kind; PerPage 2,001 is refused', async () => {
    const member = await qaPlayer(s, { Name: '兌換會員' });
    const leader = await qaPlayer(s, { Name: '兌換會長' });
    const m = member.PlayerID;
    await qaClub(s, {
      LeaderID: leader.PlayerID,
      MemberIDs: [m],
      Exchanges: [
        { PlayerID: leader.PlayerID, Kind: ClubExchangeKind.GemsToGold, Gold: 7, Gems: -1, AgoMs: 3600_000 },
        { PlayerID: m, Kind: ClubExchangeKind.GemsToGold, Gold: 1000, Gems: -10, AgoMs: 60_000, Repeat: 2000 },
        { PlayerID: m, Kind: ClubExchangeKind.GoldToGems, Gold: -500, Gems: 5 },
      ],
    });
    const page1 = await rowsOf(await exportCsv(leader, ClubPath.ExchangeListExport, {}));
    expect(page1).toHaveLength(2001);
    expect(page1[0]).toEqual(['玩家ID', '暱稱', '類型', '金幣', '寶石', '時間']);
    expect(page1[1]).toEqual([String(m), '兌換會員', '金幣換寶石', '-500', '5', new Date(s.clock.now()).toISOString()]);
    expect(page1[2]).toEqual([String(m), '兌換會員', '寶石換金幣', '1000', '-10', new Date(s.clock.now() - 60_000).toISOString()]);
    const page2 = await rowsOf(await exportCsv(leader, ClubPath.ExchangeListExport, { Page: 2 }));
    expect(page2.slice(1)).toEqual([
      [String(m), '兌換會員', '寶石換金幣', '1000', '-10', expect.any(String)],
      [String(leader.PlayerID), '兌換會長', '寶石換金幣', '7', '-1', new Date(s.clock.now() - 3600_000).toISOString()],
    ]);
    const tab2 = await rowsOf(await exportCsv(leader, ClubPath.ExchangeListExport, { Tab: ClubExchangeKind.GoldToGems, Lang: 'vi_vn' }));
    expect(tab2).toEqual([['ID người chơi', 'Biệt danh', 'Loại', 'Xu vàng', 'Đá quý', 'Thời gian'], [String(m), '兌換會員', 'Xu→Đá quý', '-500', '5', expect.any(String)]]);
    expect((await exportCsv(leader, ClubPath.ExchangeListExport, { PerPage: 2001 })).status).toBe(400);
    expect((await exportCsv(leader, ClubPath.MemberListExport, { PerPage: 2001 })).status).toBe(400);
    // The list: the leader sees every record, a member only their own.
    expect((await call(s, leader, ClubPath.ExchangeList, { PerPage: 1 })).Result.Total).toBe(2002);
    expect((await call(s, member, ClubPath.ExchangeList, { PerPage: 1 })).Result.Total).toBe(2001);
    expect((await call(s, leader, ClubPath.ExchangeList, { Tab: ClubExchangeKind.GoldToGems })).Result.Total).toBe(1);
  });
});
