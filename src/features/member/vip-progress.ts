/**
 * What the VIP card shows: the tier reached of the eight, what the next tier adds (the
 * privilege columns of the brand's table that differ between the two), and the bar towards the
 * next tier from the player's VIP points (10101 Levels;
 * docs/decisions/172-vip-levels-reply-and-card.md).
 */
import { VIP_COLUMNS, type VipCell, type VipColumnId, type VipTier, type VipUnit } from '@/brand/vip';
import type { VipLevels } from '@/protocol/vip';

export interface VipGain {
  column: VipColumnId;
  unit: VipUnit;
  from: VipCell;
  to: VipCell;
}

export interface VipProgress {
  /** The tier reached; null below level 1. */
  current: VipTier | null;
  /** The next tier; null at the top. */
  next: VipTier | null;
  /** Tiers reached of the table's (the bar's fill). */
  reached: number;
  total: number;
  /** What the next tier changes, in table order. */
  gains: VipGain[];
}

export function vipProgress(table: readonly VipTier[], level: number): VipProgress {
  const current = table.find((t) => t.level === level) ?? null;
  const next = table.find((t) => t.level === (current ? current.level + 1 : Math.max(1, level + 1))) ?? null;
  const reached = current ? table.indexOf(current) + 1 : 0;
  const gains: VipGain[] = next
    ? VIP_COLUMNS.filter(({ id }) => (current?.privileges[id] ?? null) !== next.privileges[id])
        // A privilege the next tier does not have (null, false) is nothing to look forward to.
        .filter(({ id }) => next.privileges[id] !== null && next.privileges[id] !== false)
        .map(({ id, unit }) => ({ column: id, unit, from: current?.privileges[id] ?? null, to: next.privileges[id] }))
    : [];
  return { current, next, reached, total: table.length, gains };
}

export interface VipPointsProgress {
  points: number;
  /** Points the next tier starts at; null at the top tier. */
  next: number | null;
  /** Points still missing for the next tier (0 at the top, or when a grant is pending). */
  missing: number;
  /** The bar's fill, 0…1: points of the next tier's threshold (full at the top). */
  fraction: number;
}

/**
 * The bar towards the next tier: points over the next tier's threshold.
 * @example vipPointsProgress({ VIPLevel: 2, VipPoints: 250_000, CurrentThreshold: 100_000, NextThreshold: 1_000_000 }).fraction === 0.25
 */
export function vipPointsProgress(levels: VipLevels): VipPointsProgress {
  const points = levels.VipPoints;
  const next = levels.NextThreshold;
  if (next === null) return { points, next, missing: 0, fraction: 1 };
  return { points, next, missing: Math.max(next - points, 0), fraction: next > 0 ? Math.min(points / next, 1) : 1 };
}

/** A cell as text: `t` gets the `member` keys vip.unlimited / vip.yes / vip.times. */
export function formatVipCell(cell: VipCell, unit: VipUnit, t: (key: string, options?: Record<string, unknown>) => string, formatNumber: (n: number) => string): string {
  if (cell === null || cell === false) return '—';
  if (cell === 'unlimited') return t('vip.unlimited');
  if (cell === true) return t('vip.yes');
  if (unit === 'rate') return `${Number((cell * 100).toFixed(2))}%`;
  if (unit === 'times') return t('vip.times', { count: cell, n: formatNumber(cell) });
  return formatNumber(cell);
}

/**
 * The VIP table's number style: amounts of 10,000 and more in the language's compact form, as
 * the spec writes owl's table (8萬, 50萬, 200萬; id_id 80 rb, vi_vn 80 N), smaller ones with
 * thousands separators (100, 3,000).
 * @example vipNumber('zh-Hant-TW')(80_000) === '8萬'
 */
export function vipNumber(lang: string, plain: (n: number) => string = (n) => n.toLocaleString(lang)): (n: number) => string {
  const compact = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 });
  return (n) => (Math.abs(n) >= 10_000 ? compact.format(n) : plain(n));
}
