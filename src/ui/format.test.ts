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
