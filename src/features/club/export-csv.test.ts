// @vitest-environment node
/**
 * The club CSV export asks every 2,000-row page through the relay and joins them: one
 * byte-order mark, one title row; a refusal answers its code.
 */
import { ClubPath, Code } from '@/protocol';
import { exportClubCsv } from './export-csv';

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
