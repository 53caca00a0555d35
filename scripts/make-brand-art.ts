/**
 * Writes each brand's logo files from src/brand/brand-glyphs.ts: public/brands/<brand>/mark.svg
 * (the logo and icon of its pages) and og.png (1200 × 630 Open Graph image: the mark, the
 * brand's zh_tw name and title over the site's navy-to-purple). The VIP badge images are
 * scripts/outline-art.ts's (their digit is outlined). Run after changing a mark or a name:
 * `npx tsx scripts/make-brand-art.ts` (needs sharp, and a CJK font such as fonts-noto-cjk).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { brandMarkSvg } from '../src/brand/brand-glyphs';
import { allBrands } from '../src/brand/get-brand';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main(): Promise<void> {
  for (const brand of allBrands()) {
    const dir = path.join(process.cwd(), 'public', 'brands', brand.id);
    const mark = brandMarkSvg(brand.id, brand.theme.accent, 64);
    writeFileSync(path.join(dir, 'mark.svg'), `${mark}\n`);
    const meta = brand.metadata.zh_tw;
    const inner = brandMarkSvg(brand.id, brand.theme.accent, 240).replace('<svg ', '<svg x="480" y="70" ');
    const og =
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">` +
      `<defs><radialGradient id="bg" cx="50%" cy="0%" r="110%"><stop offset="0" stop-color="#4a2680"/><stop offset=".5" stop-color="#151a45"/><stop offset="1" stop-color="#070a1c"/></radialGradient>` +
      `<radialGradient id="halo"><stop offset="0" stop-color="${brand.theme.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${brand.theme.accent}" stop-opacity="0"/></radialGradient></defs>` +
      `<rect width="1200" height="630" fill="url(#bg)"/><circle cx="600" cy="190" r="230" fill="url(#halo)"/>${inner}` +
      `<text x="600" y="415" text-anchor="middle" font-family="Noto Sans CJK TC, Noto Sans TC, sans-serif" font-weight="900" font-size="76" fill="#ffe08a">${escape(meta.name)}</text>` +
      `<text x="600" y="490" text-anchor="middle" font-family="Noto Sans CJK TC, Noto Sans TC, sans-serif" font-size="34" fill="#c7cbe0">${escape(meta.title.split('｜')[1] ?? meta.shortName)}</text>` +
      `<rect x="520" y="530" width="160" height="6" rx="3" fill="${brand.theme.accent}"/></svg>`;
    await sharp(Buffer.from(og)).png({ compressionLevel: 9 }).toFile(path.join(dir, 'og.png'));
    console.log(`${brand.id}: mark.svg, og.png`);
  }
}

void main();
