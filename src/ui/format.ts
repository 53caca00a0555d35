import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

const TAIPEI_OFFSET_MINUTES = 8 * 60;
const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/**
 * A number with thousands separators; non-numbers show as 0.
 * @example formatNumber(1234567) === '1,234,567'; formatNumber(20000.5, 2) === '20,000.50'
 */
export function formatNumber(value: number | string | null | undefined, decimals = 0): string {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return formatterFor(decimals).format(Number.isFinite(n) ? n : 0);
}

/**
 * An amount with its unit, e.g. gold in the player chip.
 * @example formatAmount(20000, '金幣') === '20,000 金幣'
 */
export function formatAmount(value: number | string | null | undefined, unit?: string, decimals = 0): string {
  const text = formatNumber(value, decimals);
  return unit ? `${text} ${unit}` : text;
}

/**
 * The spec's number helper: truncates to a positive integer capped at `max`, else ''.
 * @example toPositiveInt('12.9', 10) === 10; toPositiveInt('abc', 10) === ''
 */
export function toPositiveInt(value: number | string, max: number): number | '' {
  const n = Math.trunc(typeof value === 'string' ? Number(value) : value);
  if (!Number.isFinite(n) || n <= 0) return '';
  return Math.min(n, max);
}

/**
 * A time as the spec writes it (YYYY.MM.DD HH:mm) in Asia/Taipei (UTC+8, no daylight saving).
 * Strings without a zone are taken as Taipei wall time already; '' for an invalid value.
 * @example formatTaipeiTime('2024-05-01T16:30:00Z') === '2024.05.02 00:30'
 */
export function formatTaipeiTime(value: string | number | Date): string {
  const hasZone = typeof value !== 'string' || /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim());
  const parsed = hasZone ? dayjs(value).utcOffset(TAIPEI_OFFSET_MINUTES) : dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY.MM.DD HH:mm') : '';
}
