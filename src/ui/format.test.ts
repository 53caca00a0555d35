import { formatAmount, formatNumber, toPositiveInt } from './format';

describe('formatNumber', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-20000)).toBe('-20,000');
  });
  it('shows fixed decimals when asked', () => {
    expect(formatNumber(20000.5, 2)).toBe('20,000.50');
  });
  it('writes what Intl.NumberFormat en-US writes, rounding and signs included', () => {
    const intl = (n: number, d: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }).format(n);
    const samples = [0, 1, -1, 999, 1000, -1000, 999999, 1000000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0.5, 1.5, 2.5, -2.5, 1.005, 1.015, 0.045, -0.4, 999.995, 1234.5678, 1e15 + 0.5, 2 ** 53, -1234567.891, 1e21, 123456789e20];
    let seed = 7;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 48271) % 2147483647;
      const x = ((seed / 2147483647) - 0.5) * 10 ** (seed % 16);
      samples.push(x, Math.trunc(x));
    }
    for (const n of samples.filter((x) => !Object.is(x, -0))) for (const d of [0, 1, 2, 3]) expect(formatNumber(n, d), `${n} with ${d} decimals`).toBe(intl(n, d));
    // the one difference: a plain -0 shows as 0 (Intl writes -0)
    expect(formatNumber(-0)).toBe('0');
  });
  it('treats junk as 0', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(undefined)).toBe('0');
    expect(formatNumber('abc')).toBe('0');
    expect(formatNumber('3000')).toBe('3,000');
  });
});

describe('formatAmount', () => {
  it('appends the unit', () => {
    expect(formatAmount(20000, '金幣')).toBe('20,000 金幣');
    expect(formatAmount(88.8, '元', 2)).toBe('88.80 元');
    expect(formatAmount(5)).toBe('5');
  });
});

describe('toPositiveInt', () => {
  it('truncates and caps', () => {
    expect(toPositiveInt('12.9', 100)).toBe(12);
    expect(toPositiveInt(500, 100)).toBe(100);
  });
  it('returns empty for non-positive or non-numbers', () => {
    expect(toPositiveInt('0', 10)).toBe('');
    expect(toPositiveInt(-3, 10)).toBe('');
    expect(toPositiveInt('abc', 10)).toBe('');
  });
});
