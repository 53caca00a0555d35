/**
 * The passbook (存摺, account spec §2 "Passbook viewer", §3 "Passbook entry", §7 11680 and
 * "Passbook fetch", §9): the player's own wallet ledger of the last 14 days, newest first, a
 * page at a time, one tab per kind of money. Tab numbers, the window and the labels' keys are
 * documented in docs/protocol-passbook.md.
 */
import * as z from 'zod/mini';
import { GIFT_EFFECT_MAX_ID, GIFT_EFFECT_MIN_ID } from './gift';
import { ItemId } from './ids';
import { int, num, str } from './schema';

/** The tabs of account §9 ("tabs 1 to 4"): 日金, 寶石 (brands with gems), 點數, 禮物. */
export const PassbookTab = { Gold: 1, Gem: 2, Points: 3, Gifts: 4 } as const;
export type PassbookTabValue = (typeof PassbookTab)[keyof typeof PassbookTab];
export const PASSBOOK_TABS: readonly PassbookTabValue[] = [PassbookTab.Gold, PassbookTab.Gem, PassbookTab.Points, PassbookTab.Gifts];

export const PassbookLimits = {
  /** account §5, §9: the passbook covers the last 14 days (server clock). */
  Days: 14,
  WindowMs: 14 * 24 * 60 * 60 * 1000,
  /** account §9: 2 rows a page. */
  PerPage: 2,
  /** account §9: page numbers in groups of 5. */
  PageGroup: 5,
  /** The most rows one page may ask (a QA tool or a later design). */
  MaxPerPage: 50,
  MaxPage: 100_000,
} as const;

/** Ledger sources starting with this belong to gifts (gift send, receive, fee): the 禮物 tab. */
export const GIFT_SOURCE_PREFIX = 'gift';

const giftItems: number[] = [];
for (let id = GIFT_EFFECT_MIN_ID; id <= GIFT_EFFECT_MAX_ID; id++) giftItems.push(id);

/**
 * The bag items each tab reads. 寶石 is item 2 (the only brand with gems, owl, reads item 2);
 * 點數 is the game points, item 39. 禮物 also shows every row whose source is a gift's
 * (GIFT_SOURCE_PREFIX), whatever its item (a gold gift appears under 日金 and 禮物).
 */
export const PASSBOOK_TAB_ITEMS: Readonly<Record<PassbookTabValue, readonly number[]>> = {
  [PassbookTab.Gold]: [ItemId.Gold],
  [PassbookTab.Gem]: [ItemId.Gem],
  [PassbookTab.Points]: [ItemId.GamePoints],
  [PassbookTab.Gifts]: giftItems,
};

/** 來源 keys (locales/<lng>/passbook.json `source.*`); a newer server may send others: show `other`. */
export const PASSBOOK_SOURCES = [
  'newPlayer',
  'bindPhone',
  'redEnvelope',
  'gift',
  'transfer',
  'mail',
  'invite',
  'task',
  'game',
  'sevenDay',
  'fireWheel',
  'specialReward',
  'redeem',
  'store',
  'exchange',
  'system',
  'other',
] as const;
export type PassbookSource = (typeof PASSBOOK_SOURCES)[number];

/** 項目 keys (`reason.*`); `other` shows the row's Detail (the ledger's own text) instead. */
export const PASSBOOK_REASONS = [
  'newPlayerGift',
  'bindPhoneBonus',
  'redEnvelopeSent',
  'redEnvelopeReceived',
  'redEnvelopeRefund',
  'giftSent',
  'giftReceived',
  'giftFee',
  'transferOut',
  'transferIn',
  'mailCollected',
  'inviteReward',
  'taskReward',
  'gameBet',
  'gameWin',
  'sevenDayReward',
  'fireWheelPrize',
  'specialReward',
  'redeemReward',
  'storePurchase',
  'exchangeOut',
  'exchangeIn',
  'adjustment',
  'demoBalance',
  'other',
] as const;
export type PassbookReason = (typeof PASSBOOK_REASONS)[number];

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
