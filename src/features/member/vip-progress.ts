/**
 * What the VIP card shows. The server keeps only VIPLevel (no VIP points), so "progress" is
 * the tier reached of the eight and what the next tier adds: the privilege columns of the
 * brand's table that differ between the two (see docs/decisions.md, member-hub).
 */
import { VIP_COLUMNS, type VipCell, type VipColumnId, type VipTier, type VipUnit } from '@/brand/vip';

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

/** A cell as text: `t` gets the `member` keys vip.unlimited / vip.yes / vip.times. */
export function formatVipCell(cell: VipCell, unit: VipUnit, t: (key: string, options?: Record<string, unknown>) => string, formatNumber: (n: number) => string): string {
  if (cell === null || cell === false) return '—';
  if (cell === 'unlimited') return t('vip.unlimited');
  if (cell === true) return t('vip.yes');
  if (unit === 'rate') return `${Number((cell * 100).toFixed(2))}%`;
  if (unit === 'times') return t('vip.times', { count: cell, n: formatNumber(cell) });
  return formatNumber(cell);
}
