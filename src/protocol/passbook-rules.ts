/**
 * The passbook's tabs, limits and label keys (account spec §2, §3, §9), apart from its schemas
 * (./passbook) so that the passbook page reads them without zod.
 */
import { GIFT_EFFECT_MAX_ID, GIFT_EFFECT_MIN_ID, ItemId } from './ids';

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
