/**
 * The club CSV exports (chat §7 club/member_list/export and club/exchange_list/export, 2,000
 * rows a page) through this site's relay, every page joined into one file.
 */
import { exportCsvPages } from '@/http/csv-export';
import type { Locale } from '@/i18n/locales';
import { clubApi, ClubLimits } from '@/protocol';

export type ClubExportKind = 'members' | 'exchanges';

const ENDPOINTS = { members: clubApi.MemberListExport, exchanges: clubApi.ExchangeListExport } as const;

/** Every page of `total` rows of the club's member list or exchange records as one CSV file. */
export function exportClubCsv(kind: ClubExportKind, total: number, lang: Locale, tab = 0, fetchImpl?: typeof fetch) {
  const pages = Math.ceil(total / ClubLimits.ExportPerPage);
  const body = (page: number) => ({ Tab: tab, Page: page, PerPage: ClubLimits.ExportPerPage, Lang: lang });
  return exportCsvPages(ENDPOINTS[kind], body, pages, `club-${kind}.csv`, { fetchImpl });
}
