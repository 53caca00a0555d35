import { describe, expect, it } from 'vitest';
import { HonorLimits, WinLevel, honorDate, honorIconPath, honorMultiplier, winLevel } from './honor';

describe('honor rules', () => {
  it('levels wins by multiplier: big 10×, super 25×, holy moly 50×', () => {
    expect(winLevel(999, 100)).toBe(WinLevel.None);
    expect(winLevel(1_000, 100)).toBe(WinLevel.Big);
    expect(winLevel(2_499, 100)).toBe(WinLevel.Big);
    expect(winLevel(2_500, 100)).toBe(WinLevel.Super);
    expect(winLevel(4_999, 100)).toBe(WinLevel.Super);
    expect(winLevel(5_000, 100)).toBe(WinLevel.HolyMoly);
    expect(winLevel(5_000, 0)).toBe(WinLevel.None);
    expect(HonorLimits.MinLevel).toBe(WinLevel.HolyMoly);
  });
  it('keeps 10 and pins 3 (§9)', () => {
    expect(HonorLimits).toMatchObject({ Latest: 10, MaxPinned: 3 });
  });
  it('shows Win / Bet rounded to two decimals', () => {
    expect(honorMultiplier(5_235, 100)).toBe('52.35');
    expect(honorMultiplier(10_000, 3)).toBe('3333.33');
    expect(honorMultiplier(2, 3)).toBe('0.67');
    expect(honorMultiplier(5_000, 100)).toBe('50.00');
    expect(honorMultiplier(1, 0)).toBe('0.00');
  });
  it('shows the first 10 characters of CreateTime with dots', () => {
    expect(honorDate('2025-01-15T12:00:00+08:00')).toBe('2025.01.15');
  });
  it('builds the icon from provider and game id as a png', () => {
    expect(honorIconPath('PG', '1001')).toBe('/games/PG/1001.png');
    expect(honorIconPath('a b', 'x/y')).toBe('/games/a%20b/x%2Fy.png');
  });
});
