import { MINI_MARGIN, clampToViewport, defaultMiniPosition, miniSize } from './mini-position';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

describe('mini window position', () => {
  it('is sized for the phone and the desktop', () => {
    expect(miniSize(PHONE)).toEqual({ width: 200, height: 113 + 44 });
    expect(miniSize(DESKTOP)).toEqual({ width: 320, height: 180 + 44 });
  });

  it.each([
    ['phone', PHONE, 64],
    ['desktop', DESKTOP, 0],
  ] as const)('stays fully inside the %s viewport wherever it is dragged', (_, viewport, bar) => {
    const size = miniSize(viewport);
    for (const wanted of [{ x: -500, y: -500 }, { x: 5000, y: 5000 }, { x: 100, y: 9999 }, { x: 9999, y: 100 }]) {
      const p = clampToViewport(wanted, size, viewport, bar);
      expect(p.x).toBeGreaterThanOrEqual(MINI_MARGIN);
      expect(p.y).toBeGreaterThanOrEqual(MINI_MARGIN);
      expect(p.x + size.width).toBeLessThanOrEqual(viewport.width - MINI_MARGIN);
      expect(p.y + size.height).toBeLessThanOrEqual(viewport.height - bar - MINI_MARGIN);
    }
  });

  it('keeps a place that fits and starts bottom left above the bar', () => {
    expect(clampToViewport({ x: 40, y: 300 }, miniSize(PHONE), PHONE, 64)).toEqual({ x: 40, y: 300 });
    expect(defaultMiniPosition(miniSize(PHONE), PHONE, 64)).toEqual({ x: 8, y: 844 - 64 - 157 - 8 });
  });
});
