/**
 * Turns every `<text>` of an SVG into a `<path>` of its glyphs' outlines, set in Noto Sans TC
 * (the site's own face, from the @fontsource package's WOFF slices). An SVG shown with `<img>`
 * is a document of its own that cannot use the page's web fonts: Chromium looks its fonts up
 * on the main thread, once per image, and a CJK title meant a system fallback search each
 * time (docs/decisions/220-outlined-art.md). Outlines draw the same on every device, with no
 * font lookup at all.
 *
 * Supported: `x`, `y`, `font-size`, `font-weight`, `letter-spacing`, `text-anchor`
 * (start, middle, end) and `dominant-baseline` (auto, alphabetic, central: the middle of the
 * font's ascent and descent, as Chromium places it) on the text or inherited from its
 * ancestors, plain text content, and any other attribute of the text (fill, stroke, opacity,
 * paint-order…), kept on the path. Anything else (`tspan`, another baseline, `textLength`,
 * `dx`, a list of `x`…) throws, naming the text, rather than drawing something the source did
 * not mean.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import opentype from 'opentype.js';

const PACKAGE = path.resolve(__dirname, '../node_modules/@fontsource/noto-sans-tc');
const SVG_NS = 'http://www.w3.org/2000/svg';

/** Attributes a text's layout reads (inherited), and those it may not have. */
const LAYOUT = ['font-size', 'font-weight', 'letter-spacing', 'text-anchor', 'dominant-baseline'] as const;
const REFUSED = ['alignment-baseline', 'baseline-shift', 'textLength', 'lengthAdjust', 'dx', 'dy', 'rotate', 'writing-mode', 'direction'];
/** Dropped from the path: they only meant something to text. */
const TEXT_ONLY = new Set(['x', 'y', 'font-family', 'font-style', 'stroke-width', ...LAYOUT]);

/** WOFF 1 → SFNT with Node's zlib (opentype.js's own inflate refuses some of these tables). */
export function woffToSfnt(woff: Buffer): ArrayBuffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compressed < original ? inflateSync(raw) : raw };
  });
  let size = 12 + 16 * count;
  const offsets = tables.map((t) => {
    const at = size;
    size += (t.data.length + 3) & ~3;
    return at;
  });
  const out = Buffer.alloc(size);
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the SFNT flavour
  out.writeUInt16BE(count, 4);
  const power = 2 ** Math.floor(Math.log2(count));
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  tables.forEach((t, i) => {
    const entry = 12 + i * 16;
    out.writeUInt32BE(t.tag, entry);
    out.writeUInt32BE(t.checksum, entry + 4);
    out.writeUInt32BE(offsets[i] ?? 0, entry + 8);
    out.writeUInt32BE(t.data.length, entry + 12);
    t.data.copy(out, offsets[i]);
  });
  return out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength);
}

interface Slice {
  file: string;
  ranges: [number, number][];
  font?: opentype.Font;
}

/** Noto Sans TC's slices of one weight, each with its unicode ranges, loaded when first needed. */
export class NotoSansTc {
  private readonly weights = new Map<number, Slice[]>();

  private slices(weight: number): Slice[] {
    let list = this.weights.get(weight);
    if (list) return list;
    const css = readFileSync(path.join(PACKAGE, `${weight}.css`), 'utf8');
    list = [...css.matchAll(/url\(\.\/files\/([^)]+\.woff)\) format\('woff'\);\s*unicode-range: ([^;]+);/g)].map((m) => ({
      file: m[1] ?? '',
      ranges: (m[2] ?? '').split(',').map((range) => {
        const [from = '', to] = range.trim().slice(2).split('-');
        return [parseInt(from, 16), parseInt(to ?? from, 16)];
      }),
    }));
    if (list.length === 0) throw new Error(`no Noto Sans TC slices of weight ${weight}`);
    this.weights.set(weight, list);
    return list;
  }

  /** The font of `weight` whose slice holds `char`. */
  fontFor(char: string, weight: number): opentype.Font {
    const code = char.codePointAt(0) ?? 0;
    const slice = this.slices(weight).find((s) => s.ranges.some(([from, to]) => code >= from && code <= to));
    if (!slice) throw new Error(`Noto Sans TC ${weight} has no glyph for "${char}" (U+${code.toString(16)})`);
    slice.font ??= opentype.parse(woffToSfnt(readFileSync(path.join(PACKAGE, 'files', slice.file))));
    return slice.font;
  }
}

/**
 * Path data in relative commands (`m l q c z`, whole font units: exact), about half the bytes
 * of opentype.js's absolute `toPathData`.
 */
export function relativePathData(commands: opentype.PathCommand[]): string {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let out = '';
  const numbers = (values: number[]) => values.map((v, i) => (i > 0 && v >= 0 ? ' ' : '') + String(v)).join('');
  for (const c of commands) {
    if (c.type === 'Z') {
      out += 'z';
      [x, y] = [startX, startY];
      continue;
    }
    const relative = (px: number, py: number) => [Math.round(px) - x, Math.round(py) - y];
    if (c.type === 'M') out += `m${numbers(relative(c.x, c.y))}`;
    else if (c.type === 'L') out += `l${numbers(relative(c.x, c.y))}`;
    else if (c.type === 'Q') out += `q${numbers([...relative(c.x1, c.y1), ...relative(c.x, c.y)])}`;
    else out += `c${numbers([...relative(c.x1, c.y1), ...relative(c.x2, c.y2), ...relative(c.x, c.y)])}`;
    [x, y] = [Math.round(c.x), Math.round(c.y)];
    if (c.type === 'M') [startX, startY] = [x, y];
  }
  return out;
}

/** `name` on the element or its nearest ancestor that has it. */
function inherited(element: Element, name: string): string | null {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const value = at.getAttribute(name);
    if (value !== null) return value;
  }
  return null;
}

function numberOf(element: Element, name: string, fallback?: number): number {
  const raw = inherited(element, name);
  const value = raw === null ? fallback : Number(raw.replace(/px$/, ''));
  if (value === undefined || !Number.isFinite(value)) throw new Error(`${label(element)}: ${name} must be a number, not ${raw}`);
  return value;
}

const label = (text: Element) => `<text>${text.textContent ?? ''}</text>`;

/** The path drawing `text`'s glyphs, in font units placed by a transform (exact: glyphs are whole units). */
function outline(text: Element, fonts: NotoSansTc): Element {
  if (text.children.length > 0) throw new Error(`${label(text)}: only plain text is supported, not <${text.children[0]?.tagName}>`);
  for (const name of REFUSED) if (inherited(text, name) !== null) throw new Error(`${label(text)}: ${name} is not supported`);
  const size = numberOf(text, 'font-size');
  const weight = numberOf(text, 'font-weight', 400);
  const spacing = numberOf(text, 'letter-spacing', 0);
  const anchor = inherited(text, 'text-anchor') ?? 'start';
  if (!['start', 'middle', 'end'].includes(anchor)) throw new Error(`${label(text)}: text-anchor ${anchor} is not supported`);
  const baseline = inherited(text, 'dominant-baseline') ?? 'auto';
  if (!['auto', 'alphabetic', 'central'].includes(baseline)) throw new Error(`${label(text)}: dominant-baseline ${baseline} is not supported`);
  const x = numberOf(text, 'x', 0);

  const chars = Array.from(text.textContent ?? '');
  const glyphs = chars.map((char) => {
    const font = fonts.fontFor(char, weight);
    return { font, glyph: font.charToGlyph(char) };
  });
  const unitsPerEm = glyphs[0]?.font.unitsPerEm ?? 1000;
  if (glyphs.some((g) => g.font.unitsPerEm !== unitsPerEm)) throw new Error(`${label(text)}: slices with different units per em`);
  const scale = size / unitsPerEm;
  // central: y is the middle of the em box the font's ascent and descent (hhea) span
  const { ascender, descender } = glyphs[0]?.font.tables.hhea ?? { ascender: 0, descender: 0 };
  const y = numberOf(text, 'y', 0) + (baseline === 'central' ? ((ascender + descender) / 2) * scale : 0);
  // pen positions in font units; letter-spacing goes between glyphs
  let pen = 0;
  const placed = glyphs.map(({ font, glyph }, i) => {
    const at = pen;
    const next = glyphs[i + 1];
    const kerning = next && next.font === font ? font.getKerningValue(glyph, next.glyph) : 0;
    pen += (glyph.advanceWidth ?? 0) + kerning + (i < glyphs.length - 1 ? spacing / scale : 0);
    return { glyph, at };
  });
  const width = pen * scale;
  const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
  const d = relativePathData(placed.flatMap(({ glyph, at }) => glyph.getPath(Math.round(at), 0, unitsPerEm).commands));

  const doc = text.ownerDocument;
  const shape = doc.createElementNS(SVG_NS, 'path');
  for (const attr of Array.from(text.attributes)) if (!TEXT_ONLY.has(attr.name)) shape.setAttribute(attr.name, attr.value);
  const round = (n: number) => Number(n.toFixed(3));
  const own = `translate(${round(left)} ${round(y)}) scale(${Number(scale.toPrecision(6))})`;
  const given = text.getAttribute('transform');
  shape.setAttribute('transform', given ? `${given} ${own}` : own);
  // the path is drawn in font units: a stroke's width (its own or a group's) is scaled back to the source's
  const stroke = inherited(text, 'stroke');
  if (stroke !== null && stroke !== 'none') shape.setAttribute('stroke-width', String(round(numberOf(text, 'stroke-width', 1) / scale)));
  shape.setAttribute('d', d);
  return shape;
}

/** `svg` with every text drawn as outlines; the rest of the file as it was. */
export function outlineSvgText(svg: string, fonts: NotoSansTc): string {
  const { window } = new JSDOM('');
  const doc = new window.DOMParser().parseFromString(svg, 'image/svg+xml');
  const failure = doc.querySelector('parsererror');
  if (failure) throw new Error(`not an SVG: ${failure.textContent ?? ''}`);
  for (const text of Array.from(doc.getElementsByTagNameNS(SVG_NS, 'text'))) text.replaceWith(outline(text, fonts));
  // font attributes left on groups meant only their texts
  for (const group of Array.from(doc.querySelectorAll('[font-family]'))) for (const name of ['font-family', ...LAYOUT]) group.removeAttribute(name);
  return new window.XMLSerializer().serializeToString(doc);
}
