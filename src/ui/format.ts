// Number helpers only: times live in ./format-time, so a page that shows a balance does not
// carry dayjs in its first download.
const formatters = new Map<number, Intl.NumberFormat>();

function intlFormat(n: number, decimals: number): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter.format(n);
}

/**
 * A number with thousands separators; non-numbers show as 0. A whole number (a balance, a
 * count) is grouped directly; anything else goes through `Intl.NumberFormat('en-US')`. The
 * first `Intl.NumberFormat` of a page costs ~17 ms (its locale data), and the balance pill's
 * first render on a phone was a long task for it (docs/decisions/212-whole-numbers-without-intl.md).
 * A test checks both paths write the same as Intl; -0 shows as 0.
 * @example formatNumber(1234567) === '1,234,567'; formatNumber(20000.5, 2) === '20,000.50'
 */
export function formatNumber(value: number | string | null | undefined, decimals = 0): string {
  const raw = typeof value === 'string' ? Number(value) : (value ?? 0);
  const n = Number.isFinite(raw) ? raw : 0;
  if (!Number.isSafeInteger(n)) return intlFormat(n, decimals);
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
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
