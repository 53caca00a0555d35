/**
 * The passbook (存摺, account spec §2 "Passbook viewer", §3 "Passbook entry", §7 11680 and
 * "Passbook fetch", §9): the player's own wallet ledger of the last 14 days, newest first, a
 * page at a time, one tab per kind of money. Tab numbers, the window and the labels' keys are
 * documented in docs/protocol-passbook.md.
 */
import * as z from 'zod/mini';
import { PassbookLimits, PassbookTab } from './passbook-rules';
import { int, num, str } from './schema';

export * from './passbook-rules';

/**
 * 11680 (account §7): StartTime / EndTime (epoch ms) of the 14 days the client shows; the
 * server answers its own clock's last 14 days whatever they say (see the doc). Lang is the
 * page's language (labels are keys the client translates, so the server needs none).
 * ItemID is the spec's fetch constant 1, accepted and ignored: the Tab picks the rows.
 */
export const bankBookRequestSchema = z.object({
  StartTime: num(0),
  EndTime: num(0),
  Lang: z.optional(str(0, 16)),
  Page: int(1, PassbookLimits.MaxPage),
  PerPage: int(1, PassbookLimits.MaxPerPage),
  Tab: z.literal([PassbookTab.Gold, PassbookTab.Gem, PassbookTab.Points, PassbookTab.Gifts]),
  ItemID: z.optional(int(0)),
});
export type BankBookRequest = z.infer<typeof bankBookRequestSchema>;

/** One ledger row (account §3 "Passbook entry"); the change shown is AfterAmount − BeforeAmount. */
export const passbookEntrySchema = z.object({
  ID: int(1),
  /** Epoch ms (server clock); shown as YYYY.MM.DD HH:mm in Asia/Taipei. */
  CreateTime: num(0),
  ItemID: int(0),
  /** 來源 key (PASSBOOK_SOURCES; unknown keys show as `other`). */
  Source: z.string(),
  /** 項目 key (PASSBOOK_REASONS; unknown keys and `other` show Detail). */
  Reason: z.string(),
  /** The ledger's own reason text, as the feature wrote it. */
  Detail: z.string(),
  BeforeAmount: num(),
  AfterAmount: num(),
});
export type PassbookEntry = z.infer<typeof passbookEntrySchema>;

/** 11681: one page, newest first; Total counts every row of the tab in the window. */
export const bankBookResultSchema = z.object({
  Tab: int(1),
  Page: int(1),
  PerPage: int(1),
  Total: int(0),
  List: z.array(passbookEntrySchema),
});
export type BankBookResult = z.infer<typeof bankBookResultSchema>;
