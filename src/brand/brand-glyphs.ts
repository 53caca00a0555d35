/**
 * Each brand's logo mark as data (40 × 40 units, drawn over a dark disk ringed in the brand's
 * accent): the page's `BrandMark` and the generated files (public/brands/<brand>/mark.svg and
 * og.png, scripts/make-brand-art.ts) draw from the same parts, so they cannot drift apart.
 */
import type { BrandId } from './types';

/** How a part is painted: gold gradient, the disk's dark, the brand accent, or a light cream. */
export type GlyphPaint = 'gold' | 'dark' | 'accent' | 'light';

/** One shape: filled, or stroked with `stroke` width (round caps and joins). */
export interface GlyphPart {
  d: string;
  paint: GlyphPaint;
  stroke?: number;
}

/** A circle as a path. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
}

/** A star polygon of `points` points around (cx, cy). */
function star(cx: number, cy: number, outer: number, inner: number, points: number): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
  });
  return `M${corners.join('L')}z`;
}

/** The marks: an owl, a crab, a dragon, a lion's mane, a trophy, a horseshoe, a monkey, a lotus. */
export const BRAND_GLYPHS: Readonly<Record<BrandId, readonly GlyphPart[]>> = {
  owl: [
    { d: 'M8 10l6 5q6-3 12 0l6-5-.5 14q-1 11-11.5 11T8.5 24z', paint: 'gold' },
    { d: circle(15, 21, 4.6), paint: 'dark' },
    { d: circle(25, 21, 4.6), paint: 'dark' },
    { d: circle(15, 21, 2.2), paint: 'accent' },
    { d: circle(25, 21, 2.2), paint: 'accent' },
    { d: 'M18.3 26.5h3.4L20 30z', paint: 'dark' },
  ],
  crab: [
    { d: 'M12 17l3.5 5M28 17l-3.5 5', paint: 'gold', stroke: 2.2 },
    { d: 'M5.5 16Q3 8.5 10 7.5l-1 4.5 3.5-1.5Q14 16.5 8 17.5z', paint: 'gold' },
    { d: 'M34.5 16Q37 8.5 30 7.5l1 4.5-3.5-1.5Q26 16.5 32 17.5z', paint: 'gold' },
    { d: 'M11 27l-4 2.5M11.5 30l-3.5 3.5M29 27l4 2.5M28.5 30l3.5 3.5', paint: 'gold', stroke: 1.8 },
    { d: 'M10 26q0-7 10-7t10 7q0 5-10 5t-10-5z', paint: 'gold' },
    { d: circle(17, 24.5, 1.6), paint: 'dark' },
    { d: circle(23, 24.5, 1.6), paint: 'dark' },
  ],
  dragon: [
    { d: 'M9 33c-5-7 4-11 9-14s7-8 3-11', paint: 'gold', stroke: 4.5 },
    { d: 'M17 6l9-1.5 6 4-4 3.5h-7z', paint: 'gold' },
    { d: 'M21 5l-3-4M25 4.5l1-4', paint: 'gold', stroke: 1.6 },
    { d: circle(25, 7.8, 1.2), paint: 'dark' },
    { d: 'M13 21l-3-3.5 4.5.5zM8 27l-4.5-1.5 3.5-2.5z', paint: 'accent' },
    { d: 'M26 28q6 0 8-5-1 8-8 8z', paint: 'accent' },
  ],
  lion: [
    { d: star(20, 20, 16, 11.5, 12), paint: 'gold' },
    { d: circle(20, 21, 8.5), paint: 'light' },
    { d: circle(16.8, 19.5, 1.3), paint: 'dark' },
    { d: circle(23.2, 19.5, 1.3), paint: 'dark' },
    { d: 'M18 23.5h4l-2 2.2z', paint: 'accent' },
    { d: 'M17.5 27q2.5 1.8 5 0', paint: 'dark', stroke: 1 },
  ],
  win: [
    { d: 'M12.5 11H8q0 8 6.5 9M27.5 11H32q0 8-6.5 9', paint: 'gold', stroke: 2 },
    { d: 'M12 8h16v7q0 10-8 10t-8-10z', paint: 'gold' },
    { d: 'M18.5 24.5h3v5h-3z', paint: 'gold' },
    { d: 'M13 29.5h14v4H13z', paint: 'gold' },
    { d: star(20, 15, 4.2, 1.8, 5), paint: 'accent' },
  ],
  horse: [
    { d: 'M12 9v11a8 8 0 0 0 16 0V9', paint: 'gold', stroke: 6 },
    { d: `${circle(12, 13, 1)}${circle(12, 19, 1)}${circle(28, 13, 1)}${circle(28, 19, 1)}${circle(17, 26, 1)}${circle(23, 26, 1)}`, paint: 'dark' },
    { d: 'M8.5 8h7M24.5 8h7', paint: 'accent', stroke: 2.4 },
  ],
  monkey: [
    { d: circle(8.5, 20, 4.5), paint: 'gold' },
    { d: circle(31.5, 20, 4.5), paint: 'gold' },
    { d: circle(8.5, 20, 2.2), paint: 'light' },
    { d: circle(31.5, 20, 2.2), paint: 'light' },
    { d: circle(20, 19, 11), paint: 'gold' },
    { d: 'M12.5 20q0-6 7.5-4 7.5-2 7.5 4 0 8.5-7.5 8.5T12.5 20z', paint: 'light' },
    { d: circle(16.8, 19.5, 1.5), paint: 'dark' },
    { d: circle(23.2, 19.5, 1.5), paint: 'dark' },
    { d: 'M17 24.5q3 2.5 6 0', paint: 'accent', stroke: 1.4 },
  ],
  tha: [
    { d: 'M20 29Q7.5 27.5 6 15.5q9.5 1.5 14 13.5z', paint: 'gold' },
    { d: 'M20 29q12.5-1.5 14-13.5-9.5 1.5-14 13.5z', paint: 'gold' },
    { d: 'M20 6.5q7.5 10.5 0 22.5-7.5-12 0-22.5z', paint: 'accent' },
    { d: 'M10 32.5q10 4 20 0', paint: 'gold', stroke: 2.2 },
  ],
};

/** The colours of the gold gradient (top to bottom), the disk and the cream. */
export const GLYPH_COLORS = { gold: ['#ffe08a', '#f7c948', '#b9821c'], dark: '#23113f', light: '#ffe9c2' } as const;

/**
 * A brand's mark as a standalone SVG document (favicon-size files and the og image).
 * @example brandMarkSvg('owl', '#8E7CFF') // '<svg xmlns=…>…</svg>'
 */
export function brandMarkSvg(brand: BrandId, accent: string, size = 40): string {
  const [g0, g1, g2] = GLYPH_COLORS.gold;
  const color = (paint: GlyphPaint) => (paint === 'gold' ? 'url(#g)' : paint === 'accent' ? accent : paint === 'dark' ? GLYPH_COLORS.dark : GLYPH_COLORS.light);
  const parts = BRAND_GLYPHS[brand]
    .map((p) =>
      p.stroke
        ? `<path d="${p.d}" fill="none" stroke="${color(p.paint)}" stroke-width="${p.stroke}" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<path d="${p.d}" fill="${color(p.paint)}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${g0}"/><stop offset=".55" stop-color="${g1}"/><stop offset="1" stop-color="${g2}"/></linearGradient></defs>` +
    `<circle cx="20" cy="20" r="19" fill="${GLYPH_COLORS.dark}" stroke="${accent}" stroke-width="2"/>${parts}</svg>`
  );
}
