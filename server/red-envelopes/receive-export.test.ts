import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Op, QaPath, RedEnvelopePath, type RedEnvelope } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { ask, makePlayer } from './test-kit';

describe('POST /api/v1/redenvelope/receive_info/export', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.cleanup());

  const exportCsv = (token: string, body: Record<string, unknown>) =>
    fetch(`http://127.0.0.1:${s.port}${RedEnvelopePath.ReceiveInfoExport}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-token': token },
      body: JSON.stringify({ OrderBy: 1, IsDesc: false, Page: 1, PerPage: 2000, ...body }),
    });

  it('answers the creator a UTF-8 CSV with BOM: localised titles, Chinese names intact, paged', async () => {
    const creator = (await s.post(QaPath.Players, { Gold: 1000, CanSendRedEnvelope: true })).json as { PlayerID: number; Token: string };
    const c = { id: creator.PlayerID, lobby: await s.initSocket('lobby', creator.Token) };
    const id = ((await ask(c.lobby, { OP: Op.RedEnvelopeCreate, Title: '紅包', Content: '', Amount: 30, Quantity: 3, Method: 2 }, Op.RedEnvelopeCreateReply)).Result as RedEnvelope).RedEnvelopeID;
    const names = ['王小明', '陳美麗, "阿美"', 'Nguyễn'];
    for (const Name of names) {
      const p = await makePlayer(s, { Name });
      expect((await ask(p.lobby, { OP: Op.RedEnvelopeReceive, RedEnvelopeID: id }, Op.RedEnvelopeReceiveReply)).Code).toBe(Code.Ok);
    }
    const res = await exportCsv(creator.Token, { RedEnvelopeID: id });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.subarray(3).toString('utf8')) as string[][];
    expect(rows[0]).toEqual(['玩家ID', '暱稱', '領取金額', '領取時間']);
    expect(rows.slice(1).map((r) => [r[1], r[2]])).toEqual(names.map((n) => [n, '10']));

    const page2 = parse((Buffer.from(await (await exportCsv(creator.Token, { RedEnvelopeID: id, Page: 2, PerPage: 2, Lang: 'vi_vn' })).arrayBuffer())).subarray(3).toString('utf8')) as string[][];
    expect(page2).toEqual([['ID người chơi', 'Biệt danh', 'Số tiền nhận', 'Thời gian nhận'], [expect.any(String), 'Nguyễn', '10', expect.stringMatching(/^\d{4}-/)]]);
  });

  it('refuses others, a missing token and bad paging', async () => {
    const creator = (await s.post(QaPath.Players, { Gold: 10, CanSendRedEnvelope: true })).json as { PlayerID: number; Token: string };
    const lobby = await s.initSocket('lobby', creator.Token);
    const id = ((await ask(lobby, { OP: Op.RedEnvelopeCreate, Title: '紅包', Content: '', Amount: 10, Quantity: 1, Method: 1 }, Op.RedEnvelopeCreateReply)).Result as RedEnvelope).RedEnvelopeID;
    const other = (await s.post(QaPath.Players)).json as { Token: string };
    expect(await (await exportCsv(other.Token, { RedEnvelopeID: id })).json()).toMatchObject({ Code: Code.PlayerNotFound });
    expect(await (await exportCsv('', { RedEnvelopeID: id })).json()).toMatchObject({ Code: Code.SessionExpired });
    expect((await exportCsv(creator.Token, { RedEnvelopeID: id, PerPage: 2001 })).status).toBe(400);
  });
});
