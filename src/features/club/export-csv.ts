/**
 * The club CSV exports (chat §7 club/member_list/export and club/exchange_list/export, 2,000
 * rows a page) through the web server's relay, which adds the session's token. Several pages
 * are joined into one file: the first page's byte-order mark and column titles, then the rows
 * of the others (each page repeats the titles).
 */
import { ClubLimits, ClubPath, type HttpReply } from '@/protocol';
import { SESSION_LOBBY_RELAY } from '@/config/lobby-http';
import type { ExportOutcome } from '@/features/red-envelope/export-csv';

export type { ExportOutcome };
export type ClubExportKind = 'members' | 'exchanges';

const PATHS: Record<ClubExportKind, string> = { members: ClubPath.MemberListExport, exchanges: ClubPath.ExchangeListExport };
const BOM = '\uFEFF';

async function page(kind: ClubExportKind, tab: number, n: number, lang: string, fetchImpl: typeof fetch): Promise<{ text: string } | { code: number | null }> {
  const res = await fetchImpl(`${SESSION_LOBBY_RELAY}${PATHS[kind]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Tab: tab, Page: n, PerPage: ClubLimits.ExportPerPage, Lang: lang }),
  }).catch(() => null);
  if (!res) return { code: null };
  if (res.ok && /^text\/csv/i.test(res.headers.get('content-type') ?? '')) {
    return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer()) };
  }
  const reply = (await res.json().catch(() => null)) as HttpReply<unknown> | null;
  return { code: typeof reply?.Code === 'number' ? reply.Code : null };
}

/** Every page of `total` rows of the club's member list or exchange records as one CSV file. */
export async function exportClubCsv(kind: ClubExportKind, total: number, lang: string, tab = 0, fetchImpl: typeof fetch = fetch): Promise<ExportOutcome> {
  const pages = Math.max(1, Math.ceil(total / ClubLimits.ExportPerPage));
  let csv = '';
  for (let n = 1; n <= pages; n++) {
    const got = await page(kind, tab, n, lang, fetchImpl);
    if (!('text' in got)) return { ok: false, code: got.code };
    const text = got.text.startsWith(BOM) ? got.text.slice(1) : got.text;
    csv += n === 1 ? text : text.slice(text.indexOf('\n') + 1);
  }
  return { ok: true, fileName: `club-${kind}.csv`, blob: new Blob([BOM + csv], { type: 'text/csv;charset=utf-8' }) };
}
