// @vitest-environment node
/**
 * The club CSV export asks every 2,000-row page through the relay and joins them: one
 * byte-order mark, one title row; a refusal answers its code. The coupon list (no total) pages
 * until a short page.
 */
import { ClubPath, Code } from '@/protocol';
import { csvRecordCount, exportClubCouponsCsv, exportClubCsv } from './export-csv';

const BOM = '\uFEFF';

function relay(pages: string[]) {
  const bodies: unknown[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe(`/api/lobby${ClubPath.ExchangeListExport}`);
    const body = JSON.parse(String(init?.body)) as { Page: number };
    bodies.push(body);
    return new Response(pages[body.Page - 1], { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  }) as unknown as typeof fetch;
  return { bodies, fetchImpl };
}

describe('club CSV export', () => {
  it('joins the pages under one title row', async () => {
    const { bodies, fetchImpl } = relay([`${BOM}玩家ID,暱稱\n1,老大\n`, `${BOM}玩家ID,暱稱\n2,阿副\n`]);
    const out = await exportClubCsv('exchanges', 2_500, 'zh_tw', 1, fetchImpl);
    expect(bodies).toEqual([
      { Tab: 1, Page: 1, PerPage: 2000, Lang: 'zh_tw' },
      { Tab: 1, Page: 2, PerPage: 2000, Lang: 'zh_tw' },
    ]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.result.fileName).toBe('club-exchanges.csv');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await out.result.blob.arrayBuffer());
    expect(text).toBe(`${BOM}玩家ID,暱稱\n1,老大\n2,阿副\n`);
  });

  it('a refusal answers its code', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ Code: Code.ClubRightsInsufficient, Message: '', Result: null })) as unknown as typeof fetch;
    expect(await exportClubCsv('members', 3, 'vi_vn', 0, fetchImpl)).toEqual({ ok: false, code: Code.ClubRightsInsufficient, message: '' });
  });
});

describe('club coupon list export', () => {
  it('counts records, not lines: a quoted field may hold a line end', () => {
    expect(csvRecordCount('')).toBe(0);
    expect(csvRecordCount('a,b\n')).toBe(1);
    expect(csvRecordCount('a,b\n1,"x\ny"\n2,"say ""hi"""\n')).toBe(3);
    expect(csvRecordCount('a,b\n1,2')).toBe(2);
  });

  it('asks the next page only after a full one (no total to compute pages from), without Tab', async () => {
    const full = `${BOM}玩家ID,兌換碼\n${Array.from({ length: 2000 }, (_, i) => `${i},"A\nB"\n`).join('')}`;
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe(`/api/lobby${ClubPath.CouponListExport}`);
      const body = JSON.parse(String(init?.body)) as { Page: number };
      bodies.push(body);
      return new Response(body.Page === 1 ? full : `${BOM}玩家ID,兌換碼\n`, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }) as unknown as typeof fetch;
    const out = await exportClubCouponsCsv('id_id', fetchImpl);
    expect(bodies).toEqual([
      { Page: 1, PerPage: 2000, Lang: 'id_id' },
      { Page: 2, PerPage: 2000, Lang: 'id_id' },
    ]);
    expect(out.ok && out.result.fileName).toBe('club-coupons.csv');
    if (!out.ok) return;
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await out.result.blob.arrayBuffer())).toBe(full);
    // a short first page is the only one asked
    bodies.length = 0;
    const short = vi.fn(async () => new Response(`${BOM}玩家ID,兌換碼\n1,X\n`, { headers: { 'content-type': 'text/csv; charset=utf-8' } })) as unknown as typeof fetch;
    expect((await exportClubCouponsCsv('zh_tw', short)).ok).toBe(true);
    expect(short).toHaveBeenCalledTimes(1);
  });
});
