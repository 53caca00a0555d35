/**
 * The club's coupon list CSV (POST /api/v1/club/coupon_list/export; SQLite under `server`,
 * PostgreSQL under `server-pg`; docs/decisions/323-club-coupon-list-export.md): codes minted
 * through QA and redeemed through the real /api/v1/coupon/receive. Leader and sub leaders get
 * exactly the present members' redemptions made while in the club, newest first, titles and
 * item names per Lang; a member 200106, a player in no club 200104; Page / PerPage page the
 * rows and PerPage 2,001 is a 400.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ClubPath, Code, ItemId, QaPath, RedeemPath } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { call, qaClub, qaPlayer, type Seat } from './test-kit';

const GOLD = String(ItemId.Gold);
const GEM = String(ItemId.Gem);
const TITLES = ['玩家ID', '暱稱', '兌換碼', '獲得道具', '兌換時間'];

describe('club coupon list export', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());
  afterEach(() => s.clock.reset());

  const exportCsv = (who: Seat, body: Record<string, unknown> = {}) =>
    fetch(`http://127.0.0.1:${s.port}${ClubPath.CouponListExport}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-token': who.Token },
      body: JSON.stringify({ Page: 1, PerPage: 2000, ...body }),
    });
  const rowsOf = async (res: Response) => {
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return parse(bytes.subarray(3).toString('utf8')) as string[][];
  };
  const codeOf = async (res: Response) => {
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    return ((await res.json()) as { Code: number }).Code;
  };
  const mint = async (Code: string, Items: Record<string, number>) => {
    const r = await s.post(QaPath.RedeemCodes, { Code, Items, MaxUses: 100 });
    expect(r.status).toBe(200);
    return Code;
  };
  /** Redeems through the real path, then moves the clock on a minute (each use its own time). */
  const redeem = async (who: Seat, code: string) => {
    const r = await call(s, who, RedeemPath.Receive, { Code: code });
    expect(r.Code).toBe(Code.HttpOk);
    const at = s.clock.now();
    s.clock.advance(60_000);
    return new Date(at).toISOString();
  };

  it("lists exactly the members' redemptions made in the club, newest first, to the leader and the sub leader", async () => {
    const welcome = await mint('CLUB-WELCOME', { [GOLD]: 5_000, [GEM]: 3 });
    const gems = await mint('CLUB-GEMS', { [GEM]: 10 });
    // Before the club exists: the late joiner's redemption belongs to no club.
    const late = await qaPlayer(s, { Name: '後來的阿華' });
    await redeem(late, welcome);
    const c = await qaClub(s, { Names: ['會長阿龍', '副會長, "小鳳"', '會員小明'], SubLeaders: 1, Members: 1 });
    const other = await qaClub(s, { Members: 1 });
    const outsider = await qaPlayer(s);
    const [sub, member] = [c.SubLeaders[0]!, c.Members[0]!];
    const t1 = await redeem(member, welcome);
    await redeem(outsider, welcome);
    await redeem(other.Members[0]!, welcome);
    await redeem(other.Leader, gems);
    const t2 = await redeem(sub, gems);
    const t3 = await redeem(c.Leader, welcome);
    // The late joiner joins (apply, accepted), then redeems again: only this one is the club's.
    const applied = await call(s, late, ClubPath.Apply, { ClubID: c.ClubID });
    expect(applied.Code).toBe(Code.HttpOk);
    expect((await call(s, c.Leader, ClubPath.Accept, { ApplicationID: applied.Result.ApplicationID })).Code).toBe(Code.HttpOk);
    s.clock.advance(1_000);
    const t4 = await redeem(late, gems);

    const expected = [
      TITLES,
      [String(late.PlayerID), '後來的阿華', 'CLUB-GEMS', '寶石 × 10', t4],
      [String(c.Leader.PlayerID), '會長阿龍', 'CLUB-WELCOME', '日金 × 5000、寶石 × 3', t3],
      [String(sub.PlayerID), '副會長, "小鳳"', 'CLUB-GEMS', '寶石 × 10', t2],
      [String(member.PlayerID), '會員小明', 'CLUB-WELCOME', '日金 × 5000、寶石 × 3', t1],
    ];
    expect(await rowsOf(await exportCsv(c.Leader))).toEqual(expected);
    expect(await rowsOf(await exportCsv(sub))).toEqual(expected);
    // Tab means nothing here: it is left out of the body's schema and ignored.
    expect(await rowsOf(await exportCsv(sub, { Tab: 2 }))).toEqual(expected);
    expect(await rowsOf(await exportCsv(c.Leader, { Lang: 'id_id', PerPage: 1, Page: 2 }))).toEqual([
      ['ID Pemain', 'Nama Panggilan', 'Kode Penukaran', 'Hadiah', 'Waktu Penukaran'],
      [String(c.Leader.PlayerID), '會長阿龍', 'CLUB-WELCOME', 'Koin × 5000, Permata × 3', t3],
    ]);
    expect(await rowsOf(await exportCsv(c.Leader, { Lang: 'vi_vn', PerPage: 2, Page: 2 }))).toEqual([
      ['ID người chơi', 'Biệt danh', 'Mã đổi thưởng', 'Phần thưởng', 'Thời gian đổi'],
      [String(sub.PlayerID), '副會長, "小鳳"', 'CLUB-GEMS', 'Đá quý × 10', t2],
      [String(member.PlayerID), '會員小明', 'CLUB-WELCOME', 'Xu × 5000, Đá quý × 3', t1],
    ]);
    expect(await rowsOf(await exportCsv(c.Leader, { PerPage: 2, Page: 3 }))).toEqual([TITLES]);

    // The other club sees its own members' only.
    expect((await rowsOf(await exportCsv(other.Leader))).slice(1).map((r) => [r[0], r[2]])).toEqual([
      [String(other.Leader.PlayerID), 'CLUB-GEMS'],
      [String(other.Members[0]!.PlayerID), 'CLUB-WELCOME'],
    ]);

    // A member who leaves takes their redemptions out of the list (a use records no club).
    expect((await call(s, member, ClubPath.Leave)).Code).toBe(Code.HttpOk);
    expect((await rowsOf(await exportCsv(c.Leader))).map((r) => r[0])).toEqual([TITLES[0], String(late.PlayerID), String(c.Leader.PlayerID), String(sub.PlayerID)]);
  });

  it('a plain member is refused 200106, a player in no club 200104, no session 100005; PerPage 2,001 and Page 0 are 400', async () => {
    const c = await qaClub(s, { SubLeaders: 1, Members: 1 });
    expect(await codeOf(await exportCsv(c.Members[0]!))).toBe(Code.ClubRightsInsufficient);
    expect(await codeOf(await exportCsv(await qaPlayer(s)))).toBe(Code.ClubNotMember);
    expect(await codeOf(await exportCsv({ PlayerID: 0, Token: 'nobody' }))).toBe(Code.SessionExpired);
    expect((await exportCsv(c.Leader, { PerPage: 2001 })).status).toBe(400);
    expect((await exportCsv(c.Leader, { Page: 0 })).status).toBe(400);
    expect(await rowsOf(await exportCsv(c.Leader))).toEqual([TITLES]);
  });
});
