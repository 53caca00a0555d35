/**
 * The club CSV exports (chat §7 club/member_list/export, club/exchange_list/export and
 * club/coupon_list/export, 2,000 rows a page) through this site's relay, every page joined into
 * one file.
 */
import { exportCsvPages } from '@/http/csv-export';
import { lobbyFileCall } from '@/http/lobby-call';
import type { Locale } from '@/i18n/locales';
import { clubApi, ClubLimits, type Result } from '@/protocol';

export type ClubExportKind = 'members' | 'exchanges';

const ENDPOINTS = { members: clubApi.MemberListExport, exchanges: clubApi.ExchangeListExport } as const;

const BOM = '\uFEFF';

/** Every page of `total` rows of the club's member list or exchange records as one CSV file. */
export function exportClubCsv(kind: ClubExportKind, total: number, lang: Locale, tab = 0, fetchImpl?: typeof fetch) {
  const pages = Math.ceil(total / ClubLimits.ExportPerPage);
  const body = (page: number) => ({ Tab: tab, Page: page, PerPage: ClubLimits.ExportPerPage, Lang: lang });
  return exportCsvPages(ENDPOINTS[kind], body, pages, `club-${kind}.csv`, { fetchImpl });
}

/** The records of a CSV text (title row included): line ends outside quoted fields. */
export function csvRecordCount(text: string): number {
  let quoted = false;
  let records = 0;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (ch === '\n' && !quoted) records++;
  }
  return text === '' || text.endsWith('\n') ? records : records + 1;
}

/** The most pages asked (the schema's Page limit): a guard, never reached by a real club. */
const MAX_PAGES = 100_000;

/**
 * 兌換碼紀錄: the redeem codes the club's members redeemed (docs/protocol-club.md). No list
 * tells its total, so pages are asked until one is short of 2,000 rows, then joined as
 * exportCsvPages joins them (one byte-order mark, one title row).
 */
export async function exportClubCouponsCsv(lang: Locale, fetchImpl?: typeof fetch): Promise<Result<{ fileName: string; blob: Blob }>> {
  let csv = '';
  for (let page = 1; page <= MAX_PAGES; page++) {
    const got = await lobbyFileCall(clubApi.CouponListExport, { Page: page, PerPage: ClubLimits.ExportPerPage, Lang: lang }, { fetchImpl });
    if (!got.ok) return got;
    const text = got.result.startsWith(BOM) ? got.result.slice(1) : got.result;
    csv += page === 1 ? text : text.slice(text.indexOf('\n') + 1);
    if (csvRecordCount(text) - 1 < ClubLimits.ExportPerPage) break;
  }
  return { ok: true, result: { fileName: 'club-coupons.csv', blob: new Blob([BOM + csv], { type: 'text/csv;charset=utf-8' }) } };
}
