/**
 * The passbook fetch's payload (account §7 "Passbook fetch"): itemID 1, the 14 days up to now,
 * the page, 2 a page and the tab. Shared by the socket loader and the server's first page.
 */
import type { BankBookRequest } from '@/protocol';
import { PassbookLimits, type PassbookTabValue } from '@/protocol/passbook-rules';

/** The 11680 payload for `tab` and `page` at `now`. */
export function passbookRequest(tab: PassbookTabValue, page: number, lang: string, now: number): BankBookRequest {
  return {
    ItemID: 1,
    StartTime: now - PassbookLimits.WindowMs,
    EndTime: now,
    Lang: lang,
    Page: page,
    PerPage: PassbookLimits.PerPage,
    Tab: tab,
  };
}
