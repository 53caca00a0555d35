/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the ratio of the
 * relative luminances of two sRGB colours, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter.
 * Kept here so the palette test can hold the small grey text at 4.5:1 (AA for normal text).
 */

/** Relative luminance of `#rrggbb` (or `#rgb`). */
export function relativeLuminance(hex: string): number {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? value.replace(/(.)/g, '$1$1') : value;
  const n = Number.parseInt(full, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Contrast ratio of two colours, 1 to 21.
 * @example contrastRatio('#ffffff', '#000000') === 21
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
