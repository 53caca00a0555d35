/**
 * Writes the site's artwork that has lettering — the game banners and the home page's hero —
 * from its editable sources under art/ (text as `<text>`) to public/ (text as outlines:
 * scripts/svg-text-outlines.ts), and the VIP badge images (public/brands/vip/<level>.svg) from
 * src/brand/vip-badge.tsx the same way. Edit the source, then run `npx tsx scripts/outline-art.ts`;
 * tests/outlined-art.test.ts fails while public/ is behind art/.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { VIP_TIER_IDS } from '../src/brand/vip';
import { vipBadgeSvg } from '../src/brand/vip-badge-file';
import { NotoSansTc, outlineSvgText } from './svg-text-outlines';

const ROOT = path.resolve(__dirname, '..');
export const ART_DIR = path.join(ROOT, 'art');
export const PUBLIC_DIR = path.join(ROOT, 'public');

/** Every source, as a path relative to art/ (and to public/, where its outlined copy goes). */
export function artFiles(dir = ART_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The outlined file of one source. */
export function outlinedArt(file: string, fonts = new NotoSansTc()): string {
  return `${outlineSvgText(readFileSync(path.join(ART_DIR, file), 'utf8'), fonts)}\n`;
}

/** public/brands/vip/<level>.svg: the player chip's badge image, VipBadgeArt with its digit outlined. */
export function vipBadgeFile(level: number, fonts = new NotoSansTc()): string {
  return `${outlineSvgText(vipBadgeSvg(level), fonts)}\n`;
}

/** Every level with a tier (1 to 8): one badge image each. */
export const VIP_BADGE_LEVELS: readonly number[] = VIP_TIER_IDS.map((_, i) => i + 1);

function main(): void {
  const fonts = new NotoSansTc();
  const files = artFiles();
  for (const file of files) {
    const out = path.join(PUBLIC_DIR, file);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, outlinedArt(file, fonts));
  }
  for (const level of VIP_BADGE_LEVELS) writeFileSync(path.join(PUBLIC_DIR, 'brands', 'vip', `${level}.svg`), vipBadgeFile(level, fonts));
  console.log(`outlined ${files.length} files from art/ and ${VIP_BADGE_LEVELS.length} VIP badges into public/`);
}

if (require.main === module) main();
