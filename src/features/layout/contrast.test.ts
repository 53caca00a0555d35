import config from '../../../tailwind.config';
import { allBrands } from '@/brand/get-brand';
import { contrastRatio } from './contrast';

type Palette = Record<string, Record<string, string>>;
const colors = config.theme!.extend!.colors as unknown as Palette;
const token = (name: string) => {
  const [family, shade] = name.split('-') as [string, string];
  const hex = colors[family]?.[shade];
  if (!hex) throw new Error(`no colour ${name}`);
  return hex;
};

/** The backgrounds small text sits on: page, cards, panels, dialogs (and the plum hero). */
const BACKGROUNDS = ['night-950', 'night-900', 'night-800', 'plum-900'];
/** The grey of small text: times, counters, hints, the footer's version and copyright lines. */
const SMALL_GREY = ['mist-300', 'mist-400', 'mist-500'];

describe('contrast of the palette', () => {
  it('keeps the formula honest (WCAG reference points)', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it.each(SMALL_GREY.flatMap((fg) => BACKGROUNDS.map((bg) => [fg, bg] as const)))('%s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(allBrands().map((b) => [b.id, b.theme.accent] as const))('%s: the accent marks stand out (3:1) and dark text on it reads (4.5:1)', (_id, accent) => {
    expect(contrastRatio(accent, token('night-900'))).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(token('night-950'), accent)).toBeGreaterThanOrEqual(4.5);
  });
});
