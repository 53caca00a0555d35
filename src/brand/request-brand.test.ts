import { existsSync } from 'node:fs';
import path from 'node:path';
import { BRAND_GLYPHS, brandMarkSvg } from './brand-glyphs';
import { allBrands, getBrand } from './get-brand';

const requestHeaders = new Map<string, string>();
vi.mock('next/headers', () => ({ headers: async () => ({ get: (name: string) => requestHeaders.get(name) ?? null }) }));

// web-node files share a worker's loaded modules (docs/decisions/314): a file before this one may
// have loaded ./request-brand over the real next/headers, which throws outside a request. Loaded
// afresh here, it reads the mock above.
let brandHtmlAttributes: typeof import('./request-brand').brandHtmlAttributes;
let brandMetadata: typeof import('./request-brand').brandMetadata;
let hexToRgbTriplet: typeof import('./request-brand').hexToRgbTriplet;
let requestBrand: typeof import('./request-brand').requestBrand;
beforeAll(async () => {
  vi.resetModules();
  ({ brandHtmlAttributes, brandMetadata, hexToRgbTriplet, requestBrand } = await import('./request-brand'));
});

describe('the request brand (root layout)', () => {
  beforeEach(() => requestHeaders.clear());

  it('turns the accent into an rgb triplet on <html> with the brand id', () => {
    expect(hexToRgbTriplet('#f5b700')).toBe('245 183 0');
    expect(hexToRgbTriplet('#fb0')).toBe('255 187 0');
    const lion = getBrand('lion');
    expect(brandHtmlAttributes(lion)).toEqual({ style: { '--brand-accent': hexToRgbTriplet(lion.theme.accent) }, 'data-brand': 'lion' });
  });

  it('a host naming a brand picks it; metadata falls back to zh_tw and uses the serving host', async () => {
    requestHeaders.set('host', 'lion.localhost:3000');
    const brand = await requestBrand();
    expect(brand.id).toBe('lion');
    const meta = await brandMetadata(brand, 'xx');
    expect(meta.title).toBe(brand.metadata.zh_tw.title);
    expect(String(meta.metadataBase)).toBe('http://lion.localhost:3000/');
    requestHeaders.set('x-forwarded-host', 'lion.example');
    requestHeaders.set('x-forwarded-proto', 'https');
    expect(String((await brandMetadata(brand, 'zh_tw')).metadataBase)).toBe('https://lion.example/');
  });

  it('every brand: its own title, description, keywords, name, mark icon and og image in each of its locales', async () => {
    requestHeaders.set('host', 'localhost:3000');
    const titles = new Set<string>();
    for (const brand of allBrands()) {
      for (const locale of brand.locales) {
        const own = brand.metadata[locale] ?? brand.metadata.zh_tw;
        const meta = await brandMetadata(brand, locale);
        expect(meta).toMatchObject({
          title: own.title,
          description: own.description,
          keywords: [...own.keywords],
          applicationName: own.shortName,
          icons: { icon: `/brands/${brand.id}/mark.svg` },
          openGraph: { siteName: own.name, images: [{ url: own.ogImage, width: 1200, height: 630 }] },
        });
        expect(existsSync(path.join(process.cwd(), 'public', own.ogImage))).toBe(true);
        titles.add(own.title);
      }
      expect(existsSync(path.join(process.cwd(), 'public', 'brands', brand.id, 'mark.svg'))).toBe(true);
    }
    expect(titles.size).toBeGreaterThanOrEqual(allBrands().length);
  });

  it('every brand has a mark of its own, and the kept mark.svg is the one the code draws', async () => {
    const { readFileSync } = await import('node:fs');
    const drawn = allBrands().map((b) => JSON.stringify(BRAND_GLYPHS[b.id]));
    expect(new Set(drawn).size).toBe(allBrands().length);
    for (const brand of allBrands()) {
      const file = readFileSync(path.join(process.cwd(), 'public', 'brands', brand.id, 'mark.svg'), 'utf8').trim();
      expect(file, `${brand.id}: run npx tsx scripts/make-brand-art.ts`).toBe(brandMarkSvg(brand.id, brand.theme.accent, 64));
    }
  });
});
