import fs from 'node:fs';
import path from 'node:path';
import tailwind from '../tailwind.config';
// the generator is a plain Node script (scripts/), run by hand after a font package update
import { CJK_RANGES, FAMILY, OUT, SLICES_FAMILY, SLICES_OUT, fontCss, slicesCss } from '../scripts/font-css.js';

const css = fs.readFileSync(path.resolve(__dirname, '../src/app/fonts.css'), 'utf8');
const slicesFile = fs.readFileSync(path.resolve(__dirname, '../src/app/fonts-cjk-slices.css'), 'utf8');
const blockingFaces = css.match(/@font-face\{[^}]*\}/g) ?? [];
const sliceFaces = slicesFile.match(/@font-face\{[^}]*\}/g) ?? [];
const faces = [...blockingFaces, ...sliceFaces];
const ofFamily = (family: string) => faces.filter((f) => f.includes(`font-family:'${family}'`));

describe('src/app/fonts.css and fonts-cjk-slices.css (Noto Sans TC by unicode-range slices)', () => {
  it('are what scripts/font-css.js writes from the installed package', () => {
    expect(OUT).toBe(path.resolve(__dirname, '../src/app/fonts.css'));
    expect(SLICES_OUT).toBe(path.resolve(__dirname, '../src/app/fonts-cjk-slices.css'));
    expect(css).toBe(fontCss());
    expect(slicesFile).toBe(slicesCss());
  });

  it('keeps the Chinese slices out of the render-blocking stylesheet: only the latin-script slices and the local CJK faces are there', () => {
    expect(blockingFaces.length).toBeLessThanOrEqual(10);
    expect(blockingFaces.some((f) => f.includes(`font-family:'${SLICES_FAMILY}'`))).toBe(false);
    expect(sliceFaces.every((f) => f.includes(`font-family:'${SLICES_FAMILY}'`))).toBe(true);
    // what the first paint waits for stays small (the slices' rules are ~100 KB)
    expect(Buffer.byteLength(css)).toBeLessThan(6_000);
  });

  it("the slices come with the app shell's loader after the first paint, never with the layout", () => {
    const root = path.resolve(__dirname, '..');
    const layout = fs.readFileSync(path.join(root, 'src/app/[locale]/layout.tsx'), 'utf8');
    expect(layout).toContain("import '../fonts.css';");
    expect(layout).not.toContain('fonts-cjk-slices');
    // the only importer of the slices' stylesheet is the module the loader imports on demand
    const carrier = fs.readFileSync(path.join(root, 'src/features/layout/components/cjk-font-slices-css.ts'), 'utf8');
    expect(carrier).toContain("import '@/app/fonts-cjk-slices.css';");
    const loader = fs.readFileSync(path.join(root, 'src/features/layout/components/cjk-font-slices.tsx'), 'utf8');
    expect(loader).toContain("import('./cjk-font-slices-css')");
    const shell = fs.readFileSync(path.join(root, 'src/features/layout/components/app-shell.tsx'), 'utf8');
    expect(shell).toContain('<CjkFontSlices />');
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

  it("uses the device's CJK face first, and downloads Chinese slices (400 only) only after it", () => {
    const local = ofFamily(FAMILY).filter((f) => f.includes('local('));
    expect(local).toHaveLength(2);
    for (const face of local) {
      expect(face).toContain(`unicode-range:${CJK_RANGES}`);
      expect(face).toContain("local('Noto Sans CJK TC");
      expect(face).not.toContain('url(');
    }
    // no downloadable face of the first family covers Chinese
    expect(ofFamily(FAMILY).filter((f) => /noto-sans-tc-\d+-/.test(f))).toEqual([]);
    const slices = ofFamily(SLICES_FAMILY);
    expect(slices.length).toBeGreaterThan(90);
    expect(slices.every((f) => f.includes('font-weight:400') && /noto-sans-tc-\d+-400-normal\.woff2/.test(f))).toBe(true);
  });

  it('is named in this order by the Tailwind font stack: web font, platform faces, slices', () => {
    const stack = (tailwind.theme?.extend?.fontFamily as { sans: string[] }).sans.map((f) => f.replace(/"/g, ''));
    expect(stack[0]).toBe(FAMILY);
    const slices = stack.indexOf(SLICES_FAMILY);
    for (const platform of ['PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC']) {
      expect(stack.indexOf(platform)).toBeGreaterThan(0);
      expect(stack.indexOf(platform)).toBeLessThan(slices);
    }
  });
});
