// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { ART_DIR, PUBLIC_DIR, VIP_BADGE_LEVELS, artFiles, outlinedArt, vipBadgeFile } from '../scripts/outline-art';
import { NotoSansTc, outlineSvgText, relativePathData } from '../scripts/svg-text-outlines';

const fonts = new NotoSansTc();
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">${body}</svg>`;
const parse = (out: string) => new DOMParser().parseFromString(out, 'image/svg+xml');
/** The one path's translate x, translate y and scale. */
function placement(out: string): [number, number, number] {
  const transform = parse(out).querySelector('path')?.getAttribute('transform') ?? '';
  const m = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)/.exec(transform);
  if (!m) throw new Error(`no placement in ${transform}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

describe('outlined art: public/ holds art/ with every text drawn as outlines', () => {
  const files = artFiles();

  it('covers every game banner and the home hero, and public/ is up to date (npx tsx scripts/outline-art.ts)', () => {
    const banners = fs.readdirSync(path.join(PUBLIC_DIR, 'games/banners')).filter((f) => f.endsWith('.svg'));
    expect(banners.length).toBeGreaterThanOrEqual(37);
    expect(files).toEqual(expect.arrayContaining([...banners.map((f) => `games/banners/${f}`), 'images/hero.svg']));
    for (const file of files) expect(fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8'), file).toBe(outlinedArt(file, fonts));
  }, 60_000);

  it('no served banner or hero has a <text> left; every source had lettering to outline', () => {
    for (const file of files) {
      expect(fs.readFileSync(path.join(PUBLIC_DIR, file), 'utf8'), file).not.toMatch(/<text\b/);
      expect(fs.readFileSync(path.join(ART_DIR, file), 'utf8'), file).toMatch(/<text\b/);
    }
  });
});

describe('the VIP badge images (the player chip on every signed-in page)', () => {
  it('are VipBadgeArt with the digit outlined, and up to date (npx tsx scripts/outline-art.ts)', () => {
    for (const level of VIP_BADGE_LEVELS) {
      const file = fs.readFileSync(path.join(PUBLIC_DIR, 'brands', 'vip', `${level}.svg`), 'utf8');
      expect(file, `vip ${level}`).toBe(vipBadgeFile(level, fonts));
      expect(file, `vip ${level}`).not.toMatch(/<text\b|font-family|dominant-baseline/);
      expect(parse(file).querySelectorAll('path').length, `vip ${level}: medal or gem, its ring or facets, the digit`).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('outlineSvgText', () => {
  const text = (attrs: string, content = '財神到') => svg(`<text x="160" y="96" font-size="40" font-weight="900" ${attrs}>${content}</text>`);

  it('places the glyphs by text-anchor: middle is halfway between start and end, on the baseline y, scaled to the font size', () => {
    const [start, y, scale] = placement(outlineSvgText(text(''), fonts));
    const [middle] = placement(outlineSvgText(text('text-anchor="middle"'), fonts));
    const [end] = placement(outlineSvgText(text('text-anchor="end"'), fonts));
    expect(start).toBe(160);
    expect(y).toBe(96);
    expect(scale).toBeCloseTo(40 / 1000, 6);
    expect(end).toBeLessThan(160 - 100); // three 40 px CJK glyphs are about 120 wide
    expect(middle).toBeCloseTo((start + end) / 2, 2);
  });

  it('adds letter-spacing between glyphs and follows kerning-free CJK advances exactly', () => {
    const [plain] = placement(outlineSvgText(text('text-anchor="end"'), fonts));
    const [spaced] = placement(outlineSvgText(text('text-anchor="end" letter-spacing="5"'), fonts));
    expect(plain - spaced).toBeCloseTo(10, 2); // two gaps of 5
    expect(160 - plain).toBeCloseTo(120, 0); // CJK glyphs advance one em each
  });

  it('keeps paint attributes, scales the stroke back to the source units, and reads layout from the group', () => {
    const out = outlineSvgText(
      svg('<g font-family="Arial Black" font-size="50" font-weight="900" text-anchor="middle" fill="#dc2626" stroke="#7a1212" stroke-width="2"><text x="56" y="134" opacity=".7">7</text></g>'),
      fonts,
    );
    const doc = parse(out);
    const shape = doc.querySelector('path');
    expect(doc.querySelector('text')).toBeNull();
    expect(shape?.getAttribute('opacity')).toBe('.7');
    expect(shape?.getAttribute('stroke-width')).toBe(String(2 / 0.05));
    expect(shape?.getAttribute('d')).toMatch(/^m-?\d+[ -]\d+/);
    expect(placement(out)[2]).toBeCloseTo(0.05, 6);
    const group = doc.querySelector('g');
    expect(group?.getAttribute('fill')).toBe('#dc2626'); // the path still inherits its paint
    expect(group?.hasAttribute('font-family')).toBe(false);
    expect(group?.hasAttribute('font-size')).toBe(false);
  });

  it('puts a central baseline at y, the middle of the font\'s ascent (1160) and descent (288): the alphabetic baseline 0.436 em lower', () => {
    const [, alphabetic] = placement(outlineSvgText(text(''), fonts));
    const [, central] = placement(outlineSvgText(text('dominant-baseline="central"'), fonts));
    expect(alphabetic).toBe(96);
    expect(central).toBeCloseTo(96 + 0.436 * 40, 3);
    expect(outlineSvgText(text('dominant-baseline="central"'), fonts)).not.toMatch(/dominant-baseline/);
  });

  it('refuses what it would draw wrongly, naming the text', () => {
    expect(() => outlineSvgText(svg('<text x="0" y="10" font-size="10"><tspan>財</tspan></text>'), fonts)).toThrow(/only plain text/);
    expect(() => outlineSvgText(svg('<text x="0" y="10" font-size="10" dominant-baseline="hanging">1</text>'), fonts)).toThrow(/<text>1<\/text>: dominant-baseline hanging/);
    expect(() => outlineSvgText(svg('<text x="0" y="10" font-size="10" baseline-shift="2">1</text>'), fonts)).toThrow(/<text>1<\/text>: baseline-shift/);
    expect(() => outlineSvgText(svg('<text x="0" y="10">財</text>'), fonts)).toThrow(/font-size must be a number/);
    expect(() => outlineSvgText(svg('<text x="0" y="10" font-size="10">\u{10FFFD}</text>'), fonts)).toThrow(/no glyph/);
    expect(() => outlineSvgText('<svg', fonts)).toThrow(/not an SVG/);
  });
});

describe('relativePathData', () => {
  it('writes whole-unit relative commands that add back up to the absolute points', () => {
    const d = relativePathData([
      { type: 'M', x: 10, y: 20 },
      { type: 'L', x: 15, y: 25 },
      { type: 'Q', x1: 20, y1: 30, x: 25, y: 35 },
      { type: 'C', x1: 26, y1: 36, x2: 27, y2: 37, x: 28, y: 38 },
      { type: 'Z' },
      { type: 'M', x: 0, y: 0 },
    ]);
    expect(d).toBe('m10 20l5 5q5 5 10 10c1 1 2 2 3 3zm-10-20');
  });
});
