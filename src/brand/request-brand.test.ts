import { getBrand } from './get-brand';
import { brandHtmlAttributes, brandMetadata, hexToRgbTriplet, requestBrand } from './request-brand';

const requestHeaders = new Map<string, string>();
vi.mock('next/headers', () => ({ headers: async () => ({ get: (name: string) => requestHeaders.get(name) ?? null }) }));

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
});
