import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnnouncementPath, Code, Op, QaPath, type Reply } from '../../src/protocol';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';

/** The next frame of `op` (a socket may get unrelated pushes first). */
async function frameOf(socket: TestSocket, op: number): Promise<Reply> {
  for (;;) {
    const frame = await socket.next();
    if (frame.OP === op) return frame;
  }
}

const article = (title: string, extra: Record<string, unknown> = {}) => ({
  Article: { Category: 6, Texts: { zh_tw: { Title: title, Content: `<p>${title}</p>` } }, AnnounceInChat: false, ...extra },
});

describe('announcements: /api/v1/a10t/list and info', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const list = async (body: Record<string, unknown>) => (await s.post(AnnouncementPath.List, body)).json;

  it('pages the seeded articles pinned first, then newest first, each once', async () => {
    const all = await list({ Page: 1, PerPage: 50 });
    expect(all.Code).toBe(Code.HttpOk);
    expect(all.Result.Total).toBe(14);
    const rows: { ID: number; IsTop: boolean; CreateTime: number }[] = all.Result.List;
    expect(rows.map((r) => r.IsTop)).toEqual([true, true, ...Array<boolean>(12).fill(false)]);
    for (const part of [rows.slice(0, 2), rows.slice(2)]) {
      const times = part.map((r) => r.CreateTime);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(rows[0]).toMatchObject({ Title: '系統維護公告', Category: 1, Summary: '本週三 06:00–08:00 進行例行維護，期間暫停登入。' });

    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await list({ Page: page, PerPage: 5 }));
    expect(pages.map((p) => p.Result.List.length)).toEqual([5, 5, 4]);
    expect(pages.flatMap((p) => p.Result.List.map((r: { ID: number }) => r.ID))).toEqual(rows.map((r) => r.ID));
    expect((await list({ Page: 4, PerPage: 5 })).Result).toMatchObject({ Page: 4, PerPage: 5, Total: 14, List: [] });
  });

  it('filters by category; 0 is every category; a category out of 0–7 is refused', async () => {
    const maintenance = await list({ Page: 1, Category: 1 });
    expect(maintenance.Result.Total).toBe(2);
    expect(maintenance.Result.List.map((r: { Category: number }) => r.Category)).toEqual([1, 1]);
    expect(maintenance.Result.List.map((r: { Title: string }) => r.Title)).toEqual(['系統維護公告', '版本 3.8 更新內容']);
    expect((await list({ Page: 1, Category: 0 })).Result.Total).toBe(14);
    expect((await s.post(AnnouncementPath.List, { Page: 1, Category: 8 })).status).toBe(400);
    expect((await s.post(AnnouncementPath.List, { Page: 0 })).status).toBe(400);
  });

  it('answers in the reader’s language, falling back to the article’s own text', async () => {
    const id = await list({ Page: 1, PerPage: 1, Lang: 'id_id' });
    expect(id.Result.List[0]).toMatchObject({ Title: 'Pemberitahuan pemeliharaan sistem' });
    const vi = await list({ Page: 1, Category: 5, Lang: 'vi_vn' });
    expect(vi.Result.List.map((r: { Title: string }) => r.Title)).toEqual(['Giải đấu Tiệc Trái Cây khởi tranh', 'Giải đua xếp hạng cuối tuần']);

    const only = (await s.post(QaPath.News, article('只有中文'))).json.ID as number;
    const info = await s.post(AnnouncementPath.Info, { ID: only, Lang: 'vi_vn' });
    expect(info.json.Result).toMatchObject({ ID: only, Title: '只有中文', Content: '<p>只有中文</p>', Category: 6, IsTop: false });
  });

  it('info: one article with its HTML; an unknown id answers 200401; a bad body 400', async () => {
    const first = (await list({ Page: 1, Category: 3 })).Result.List.find((r: { Title: string }) => r.Title === '新作預告：財神到 豪華版');
    const info = await s.post(AnnouncementPath.Info, { ID: first.ID, Lang: 'zh_tw' });
    expect(info.json.Code).toBe(Code.HttpOk);
    expect(info.json.Result).toMatchObject({ ID: first.ID, Title: first.Title, CreateTime: first.CreateTime });
    expect(info.json.Result.Content).toContain('<img src="/images/games/fortune.svg"');

    const unknown = await s.post(AnnouncementPath.Info, { ID: 999_999 });
    expect(unknown).toEqual({ status: 200, json: { Code: Code.AnnouncementNotFound, Message: 'announcement not found', Result: null } });
    expect((await s.post(AnnouncementPath.Info, { ID: 'x' })).status).toBe(400);
  });

  it('keeps the body as written (the page sanitises it) and cuts a summary without markup', async () => {
    const html = '<p onclick="steal()">hello <b>there</b></p><script>alert(1)</script><img src=x onerror="alert(2)"> &amp; more';
    const id = (await s.post(QaPath.News, { Article: { Category: 6, AnnounceInChat: false, Texts: { zh_tw: { Title: 'xss', Content: html } } } })).json.ID;
    const info = (await s.post(AnnouncementPath.Info, { ID: id })).json.Result;
    expect(info.Content).toBe(html);
    expect(info.Summary).toBe('hello there & more');
    const long = (await s.post(QaPath.News, article('長文', { Texts: { zh_tw: { Title: '長文', Content: `<p>${'字'.repeat(200)}</p>` } } }))).json.ID;
    expect((await s.post(AnnouncementPath.Info, { ID: long })).json.Result.Summary).toBe(`${'字'.repeat(90)}…`);
  });

  it('a scheduled article appears at its publish time', async () => {
    const now = s.clock.now();
    const id = (await s.post(QaPath.News, article('明天的公告', { PublishTime: now + 60 * 60_000 }))).json.ID;
    expect((await s.post(AnnouncementPath.Info, { ID: id })).json.Code).toBe(Code.AnnouncementNotFound);
    expect((await list({ Page: 1 })).Result.Total).toBe(14);
    await s.post(QaPath.Clock, { AdvanceMs: 61 * 60_000 });
    expect((await s.post(AnnouncementPath.Info, { ID: id })).json.Code).toBe(Code.HttpOk);
    expect((await list({ Page: 1 })).Result.Total).toBe(15);
  });

  it('publishing posts the title in the chat announcement channel with the article id', async () => {
    const guest = await s.signInGuest();
    const chat = await s.initSocket('chat', guest.token);
    const id = (await s.post(QaPath.News, article('新公告', { AnnounceInChat: undefined }))).json.ID;
    const push = await frameOf(chat, Op.ChatAnnouncementPush);
    expect(push.Result).toMatchObject({ Message: '新公告', Params: { announcement_id: id, category: 6 } });
  });
});

describe('news ticker: 12740 over the lobby socket', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('shows the pinned titles until lines are set; a set pushes 12741 with its language', async () => {
    const guest = await s.signInGuest();
    const lobby = await s.initSocket('lobby', guest.token);
    lobby.send({ OP: Op.NewsTicker, Lang: 'id_id' });
    const pinned = await frameOf(lobby, Op.NewsTickerReply);
    expect(pinned.Code).toBe(Code.Ok);
    expect(pinned.Result).toMatchObject({ Lang: 'id_id', Rows: [{ Text: 'Pemberitahuan pemeliharaan sistem' }, { Text: 'Bonus isi ulang pertama 100%' }] });

    const target = (pinned.Result as { Rows: { ID: number }[] }).Rows[1]!.ID;
    const set = await s.post(QaPath.News, { Ticker: { Lang: 'id_id', Rows: [{ Text: 'Selamat datang!' }, { Text: 'Bonus 100%', ID: target }] } });
    expect(set.json).toEqual({ Lang: 'id_id', Rows: [{ Text: 'Selamat datang!', ID: 0 }, { Text: 'Bonus 100%', ID: target }] });
    const push = await frameOf(lobby, Op.NewsTickerReply);
    expect(push).toMatchObject({ Code: Code.Ok, Result: set.json });

    lobby.send({ OP: Op.NewsTicker });
    expect((await frameOf(lobby, Op.NewsTickerReply)).Result).toMatchObject({ Lang: 'zh_tw', Rows: [{ Text: '系統維護公告' }, { Text: '首儲加碼 100%' }] });

    await s.post(QaPath.News, { Ticker: { Lang: 'id_id', Rows: [] } });
    expect((await frameOf(lobby, Op.NewsTickerReply)).Result).toEqual(pinned.Result);
  });

  it('a pinned article joins the ticker and is pushed; a line naming no article is refused', async () => {
    const guest = await s.signInGuest();
    const lobby = await s.initSocket('lobby', guest.token);
    const id = (await s.post(QaPath.News, article('緊急維護', { IsTop: true }))).json.ID;
    const push = await frameOf(lobby, Op.NewsTickerReply);
    expect(push.Result).toMatchObject({ Lang: 'zh_tw', Rows: [{ Text: '緊急維護', ID: id }, { Text: '系統維護公告' }, { Text: '首儲加碼 100%' }] });
    const bad = await s.post(QaPath.News, { Ticker: { Lang: 'zh_tw', Rows: [{ Text: 'x', ID: 999_999 }] } });
    expect(bad.status).toBe(400);
    expect((await s.post(QaPath.News, {})).status).toBe(400);
  });
});
