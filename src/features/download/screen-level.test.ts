import { describe, expect, it } from 'vitest';
import { FLOAT_MIN_LEVEL, QR_MAX_LEVEL, keepsQr, screenLevel, showsFloat } from './screen-level';

describe('screen-size levels', () => {
  it('grow as the screen narrows, on the site breakpoints', () => {
    expect([1920, 1280, 1279, 1024, 1023, 768, 767, 640, 639, 390].map(screenLevel)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('show the floating tab at level 4 or above only', () => {
    expect(FLOAT_MIN_LEVEL).toBe(4);
    expect([1, 2, 3, 4, 5].map((l) => showsFloat(l as 1))).toEqual([false, false, false, true, true]);
    expect(showsFloat(null)).toBe(false);
  });

  it('keep the QR modal up to level 2 and close it above', () => {
    expect(QR_MAX_LEVEL).toBe(2);
    expect([1, 2, 3, 4, 5].map((l) => keepsQr(l as 1))).toEqual([true, true, false, false, false]);
  });
});
