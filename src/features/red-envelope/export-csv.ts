/**
 * The receive-info CSV (chat §7 redenvelope/receive_info/export, 2,000 rows a page) through
 * the web server's relay (the page has no api-token). Several pages are joined into one file:
 * the first page's byte-order mark and column titles, then the rows of the others.
 */
import { RedEnvelopeLimits, RedEnvelopePath, type HttpReply } from '@/protocol';

export type ExportOutcome = { ok: true; fileName: string; blob: Blob } | { ok: false; code: number | null };

const BOM = '\uFEFF';

/** Asks the relay for one page: its text, or the lobby's refusal code (null: no usable answer). */
async function page(id: number, n: number, lang: string, fetchImpl: typeof fetch): Promise<{ text: string } | { code: number | null }> {
  const res = await fetchImpl(`/api/lobby${RedEnvelopePath.ReceiveInfoExport}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      RedEnvelopeID: id,
      OrderBy: 1,
      IsDesc: true,
      Page: n,
      PerPage: RedEnvelopeLimits.ExportPerPage,
      Lang: lang,
    }),
  }).catch(() => null);
  if (!res) return { code: null };
  if (res.ok && /^text\/csv/i.test(res.headers.get('content-type') ?? '')) {
    // Decoded without dropping the BOM, so it can be put back exactly once.
    return {
      text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()),
    };
  }
  const reply = (await res.json().catch(() => null)) as HttpReply<unknown> | null;
  return { code: typeof reply?.Code === 'number' ? reply.Code : null };
}

/** Every page of the envelope's receive info (`total` rows) as one CSV file. */
export async function exportReceiveInfo(id: number, total: number, lang: string, fetchImpl: typeof fetch = fetch): Promise<ExportOutcome> {
  const pages = Math.max(1, Math.ceil(total / RedEnvelopeLimits.ExportPerPage));
  let csv = '';
  for (let n = 1; n <= pages; n++) {
    const got = await page(id, n, lang, fetchImpl);
    if (!('text' in got)) return { ok: false, code: got.code };
    const text = got.text.startsWith(BOM) ? got.text.slice(1) : got.text;
    // Later pages repeat the column titles: keep only their rows.
    csv += n === 1 ? text : text.slice(text.indexOf('\n') + 1);
  }
  return {
    ok: true,
    fileName: `red-envelope-${id}.csv`,
    blob: new Blob([BOM + csv], { type: 'text/csv;charset=utf-8' }),
  };
}

/** Hands a blob to the browser as a download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
