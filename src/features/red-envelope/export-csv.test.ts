// @vitest-environment node
import { Code, RedEnvelopePath } from '@/protocol';
import { exportReceiveInfo } from './export-csv';

const BOM = '\uFEFF';
const head = '玩家ID,暱稱,領取金額,領取時間\n';
const csvResponse = (text: string) =>
  new Response(new TextEncoder().encode(text), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="x.csv"' },
  });

async function text(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

describe('the receive-info CSV download', () => {
  it('asks the relay page by page (2,000 a page) and joins them: one BOM, one title row, every row', async () => {
    const bodies: unknown[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      expect(String(url)).toBe(`/api/lobby${RedEnvelopePath.ReceiveInfoExport}`);
      const body = JSON.parse(String(init?.body)) as { Page: number };
      bodies.push(body);
      return csvResponse(`${BOM}${head}${body.Page},王${body.Page},1,t\n`);
    }) as unknown as typeof fetch;
    const out = await exportReceiveInfo(12, 2001, 'zh_tw', fetchImpl);
    expect(bodies).toEqual([
      { RedEnvelopeID: 12, OrderBy: 1, IsDesc: true, Page: 1, PerPage: 2000, Lang: 'zh_tw' },
      { RedEnvelopeID: 12, OrderBy: 1, IsDesc: true, Page: 2, PerPage: 2000, Lang: 'zh_tw' },
    ]);
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.result.fileName).toBe('red-envelope-12.csv');
    expect(await text(out.result.blob)).toBe(`${BOM}${head}1,王1,1,t\n2,王2,1,t\n`);
  });

  it('a refusal answers its code; no answer at all answers null', async () => {
    const refused = vi.fn(async () => Response.json({ Code: Code.PlayerNotFound, Message: '', Result: null })) as unknown as typeof fetch;
    expect(await exportReceiveInfo(12, 3, 'zh_tw', refused)).toEqual({ ok: false, code: Code.PlayerNotFound, message: '' });
    const down = vi.fn(async () => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch;
    expect(await exportReceiveInfo(12, 3, 'zh_tw', down)).toEqual({ ok: false, code: Code.Silent, message: '', lost: 'unreachable' });
  });
});
