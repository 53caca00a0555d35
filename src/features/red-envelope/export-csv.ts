/**
 * The receive-info CSV (chat §7 redenvelope/receive_info/export, 2,000 rows a page) through this
 * site's relay, every page joined into one file.
 */
import { exportCsvPages } from '@/http/csv-export';
import type { Locale } from '@/i18n/locales';
import { redEnvelopeApi, RedEnvelopeLimits } from '@/protocol';

/** Every page of the envelope's receive info (`total` rows) as one CSV file. */
export function exportReceiveInfo(id: number, total: number, lang: Locale, fetchImpl?: typeof fetch) {
  const pages = Math.ceil(total / RedEnvelopeLimits.ExportPerPage);
  const body = (page: number) => ({ RedEnvelopeID: id, OrderBy: 1 as const, IsDesc: true, Page: page, PerPage: RedEnvelopeLimits.ExportPerPage, Lang: lang });
  return exportCsvPages(redEnvelopeApi.ReceiveInfoExport, body, pages, `red-envelope-${id}.csv`, { fetchImpl });
}
