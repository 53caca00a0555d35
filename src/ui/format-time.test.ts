import { formatTaipeiTime, inTaipei } from './format-time';

describe('formatTaipeiTime', () => {
  it('converts zoned times to UTC+8', () => {
    expect(formatTaipeiTime('2024-05-01T16:30:00Z')).toBe('2024.05.02 00:30');
    expect(formatTaipeiTime(Date.UTC(2024, 0, 1, 0, 5))).toBe('2024.01.01 08:05');
  });
  it('keeps zone-less strings as Taipei wall time', () => {
    expect(formatTaipeiTime('2024-05-01 09:07:00')).toBe('2024.05.01 09:07');
  });
  it('returns empty for invalid input', () => {
    expect(formatTaipeiTime('not a date')).toBe('');
  });
});

describe('inTaipei', () => {
  it('reads a moment on the UTC+8 clock whatever the device zone', () => {
    expect(inTaipei(Date.UTC(2024, 0, 1, 0, 5)).format('YYYY-MM-DD HH:mm')).toBe('2024-01-01 08:05');
    expect(inTaipei(Date.UTC(2024, 11, 31, 16, 0)).format('YYYY.MM.DD')).toBe('2025.01.01');
  });
});
