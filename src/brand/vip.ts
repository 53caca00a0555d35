/**
 * VIP tiers 1 to 8 (chat §3, §9) and the per-brand privilege table. The spec gives 12
 * columns without their labels and only owl's sample values; the column meanings below are
 * this project's reading of those samples (see docs/decisions/006-brand-data.md). Labels come from the
 * locale files under `vip.tier.<id>` and `vip.column.<id>`.
 */

/** Tier ids by level: 銅, 銀, 金, 白金, 鑽石, 紅寶石, 藍寶石, 黑曜石. */
export const VIP_TIER_IDS = [
  'bronze',
  'silver',
  'gold',
  'platinum',
  'diamond',
  'ruby',
  'sapphire',
  'obsidian',
] as const;
/** One tier id. */
export type VipTierId = (typeof VIP_TIER_IDS)[number];
/** A VIP level, 1 to 8. */
export type VipLevel = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** How a column's numbers read. */
export type VipUnit = 'gold' | 'count' | 'times' | 'rate' | 'flag';

/** The 12 privilege columns, in table order. */
export const VIP_COLUMNS = [
  /** Daily gift amount limit (owl: 8萬, 50萬, 200萬, unlimited from level 6). */
  { id: 'giftDailyAmount', unit: 'gold' },
  /** Friend list size (owl: 100, 200, 500, unlimited). */
  { id: 'friendLimit', unit: 'count' },
  /** Gifts sent per day (owl: 10次). */
  { id: 'giftDailyCount', unit: 'times' },
  /** Gifts claimed per day (owl: 10次). */
  { id: 'claimDailyCount', unit: 'times' },
  /** Level-up reward (100 to 3,000). */
  { id: 'levelUpReward', unit: 'gold' },
  /** Gift fee (2%, 1% or 0.5%). */
  { id: 'giftFeeRate', unit: 'rate' },
  /** Rebate on bets (0.2% to 0.6% from level 4). */
  { id: 'rebateRate', unit: 'rate' },
  /** Birthday bonus. */
  { id: 'birthdayBonus', unit: 'gold' },
  /** May speak in public chat (gold tier, error 200024). */
  { id: 'publicChat', unit: 'flag' },
  /** May create a club (error 200109 below it). */
  { id: 'createClub', unit: 'flag' },
  /** Exclusive avatar frame. */
  { id: 'avatarFrame', unit: 'flag' },
  /** Dedicated customer-service line. */
  { id: 'dedicatedService', unit: 'flag' },
] as const satisfies readonly { id: string; unit: VipUnit }[];

/** One column id. */
export type VipColumnId = (typeof VIP_COLUMNS)[number]['id'];

/** A cell: a number in the column's unit, a flag, 'unlimited', or `null` for "—". */
export type VipCell = number | boolean | 'unlimited' | null;

type Amount = number | 'unlimited' | null;
/** One row as written in a brand file, in `VIP_COLUMNS` order. */
export type VipRow = readonly [
  giftDailyAmount: Amount,
  friendLimit: Amount,
  giftDailyCount: Amount,
  claimDailyCount: Amount,
  levelUpReward: Amount,
  giftFeeRate: number | null,
  rebateRate: number | null,
  birthdayBonus: Amount,
  publicChat: boolean,
  createClub: boolean,
  avatarFrame: boolean,
  dedicatedService: boolean,
];

/** One tier with its privileges by column. */
export interface VipTier {
  level: VipLevel;
  tier: VipTierId;
  privileges: Readonly<Record<VipColumnId, VipCell>>;
}

/**
 * Builds the 8 tiers from 8 rows (level 1 first).
 * @example vipTable([[null, null, …, false], …]) // 8 VipTier objects
 */
export function vipTable(
  rows: readonly [VipRow, VipRow, VipRow, VipRow, VipRow, VipRow, VipRow, VipRow],
): readonly VipTier[] {
  return rows.map((row, i) => ({
    level: (i + 1) as VipLevel,
    tier: VIP_TIER_IDS[i]!,
    privileges: Object.fromEntries(
      VIP_COLUMNS.map((column, c) => [column.id, row[c] ?? null]),
    ) as Record<VipColumnId, VipCell>,
  }));
}

/** The locale key of a tier's name, e.g. `vip.tier.gold`. */
export function vipTierLabelKey(tier: VipTierId): string {
  return `vip.tier.${tier}`;
}

/** The locale key of a column label, e.g. `vip.column.giftDailyAmount`. */
export function vipColumnLabelKey(column: VipColumnId): string {
  return `vip.column.${column}`;
}
