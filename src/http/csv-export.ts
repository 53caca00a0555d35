/**
 * A CSV export path (`answers: 'file'` in the HTTP contract) read page by page through
 * `lobbyFileCall` and joined into one file: the first page's byte-order mark and column titles,
 * then the rows of the others (each page repeats the titles). Then handed to the browser.
 */
import type { BrowserEndpoint, EndpointBody, Result } from '@/protocol';
import { lobbyFileCall, type LobbyCallOptions } from './lobby-call';

const BOM = '\uFEFF';

export interface CsvFile {
  fileName: string;
  blob: Blob;
}

/** Pages 1…`pages` of `endpoint` (the body of page n from `pageBody(n)`) as one CSV file named `fileName`. */
export async function exportCsvPages<E extends Extract<BrowserEndpoint, { answers: 'file' }>>(
  endpoint: E,
  pageBody: (page: number) => EndpointBody<E>,
  pages: number,
  fileName: string,
  options: LobbyCallOptions = {},
): Promise<Result<CsvFile>> {
  let csv = '';
  for (let n = 1; n <= Math.max(1, pages); n++) {
    const got = await lobbyFileCall(endpoint, pageBody(n), options);
    if (!got.ok) return got;
    const text = got.result.startsWith(BOM) ? got.result.slice(1) : got.result;
    // Later pages repeat the column titles: keep only their rows.
    csv += n === 1 ? text : text.slice(text.indexOf('\n') + 1);
  }
  return { ok: true, result: { fileName, blob: new Blob([BOM + csv], { type: 'text/csv;charset=utf-8' }) } };
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: CsvFile): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
