/**
 * The passbook (11680 → 11681, account §2, §7, §9): the asking player's own ledger rows of the
 * last 14 days on the server clock, newest first, a page at a time, for one tab. The client's
 * StartTime / EndTime do not move the window: the device's clock may be off and QA moves the
 * server's (docs/protocol-passbook.md).
 */
import {
  GIFT_SOURCE_PREFIX,
  PASSBOOK_TAB_ITEMS,
  PassbookLimits,
  PassbookTab,
  type BankBookRequest,
  type BankBookResult,
  type PassbookEntry,
} from '../../src/protocol';
import type { Services } from '../services';
import { ledgerLabel } from './labels';

/** The window the passbook shows at `now`: [now − 14 days, now]. */
export function passbookWindow(now: number): { from: number; to: number } {
  return { from: now - PassbookLimits.WindowMs, to: now };
}

/** One page of `playerId`'s passbook. */
export async function passbookPage(services: Services, playerId: number, p: BankBookRequest): Promise<BankBookResult> {
  const { from, to } = passbookWindow(services.clock.now());
  const { rows, total } = await services.repos.passbook.page({
    playerId,
    itemIds: PASSBOOK_TAB_ITEMS[p.Tab],
    sourcePrefix: p.Tab === PassbookTab.Gifts ? GIFT_SOURCE_PREFIX : undefined,
    from,
    to,
    offset: (p.Page - 1) * p.PerPage,
    limit: p.PerPage,
  });
  const list = rows.map((row): PassbookEntry => {
    const label = ledgerLabel({ source: row.source, reason: row.reason, delta: Number(row.delta) });
    return {
      ID: row.id,
      CreateTime: Number(row.created_at),
      ItemID: row.item_id,
      Source: label.source,
      Reason: label.reason,
      Detail: row.reason,
      BeforeAmount: Number(row.before_amount),
      AfterAmount: Number(row.after_amount),
    };
  });
  return { Tab: p.Tab, Page: p.Page, PerPage: p.PerPage, Total: total, List: list };
}
