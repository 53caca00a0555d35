import fs from 'node:fs';
import path from 'node:path';
// the generator is a plain Node script (scripts/), run by hand after a font package update
import { CJK_RANGES, OUT, fontCss } from '../scripts/font-css.js';

const css = fs.readFileSync(path.resolve(__dirname, '../src/app/fonts.css'), 'utf8');
const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];

describe('src/app/fonts.css (Noto Sans TC by unicode-range slices)', () => {
  it('is what scripts/font-css.js writes from the installed package', () => {
    expect(OUT).toBe(path.resolve(__dirname, '../src/app/fonts.css'));
    expect(css).toBe(fontCss());
  });

  it('swaps every face and lists only woff2 files or local faces', () => {
    expect(faces.length).toBeGreaterThan(100);
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/unicode-range:U\+/);
      expect(face).not.toMatch(/\.woff\)/);
    }
  });

  it('has the Vietnamese slice in both weights (tone marks drawn by the same face)', () => {
    for (const weight of [400, 700]) {
      expect(css).toContain(`noto-sans-tc-vietnamese-${weight}-normal.woff2`);
    }
    const vietnamese = faces.find((f) => f.includes('vietnamese-400'));
    expect(vietnamese).toContain('U+1EA0-1EF9'); // ồ is U+1ED3
  });

  it('tries the device faces first, for CJK only, declared after every slice', () => {
    const localFaces = faces.filter((f) => f.includes('local('));
    expect(localFaces).toHaveLength(2);
    expect(faces.slice(-2)).toEqual(localFaces);
    for (const face of localFaces) {
      expect(face).toContain(`unicode-range:${CJK_RANGES}`);
      expect(face).toContain("local('Noto Sans CJK TC");
      expect(face).not.toContain('url(');
    }
  });
});
