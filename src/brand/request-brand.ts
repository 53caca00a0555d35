/**
 * The brand of the request being rendered, and what the root layout derives from it: the
 * page's metadata and the <html> attributes that theme it. Server only (reads the request's
 * headers); the client reads the brand through `useBrand()`.
 */
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { isLocale } from '@/i18n/locales';
import { getBrand } from './get-brand';
import { resolveBrand } from './resolve-brand';
import type { BrandConfig } from './types';

/** The brand this request shows (BRAND, overridden by a host that names a brand). */
export async function requestBrand(): Promise<BrandConfig> {
  const host = (await headers()).get('host') ?? undefined;
  return getBrand(resolveBrand({ env: process.env.BRAND, host }));
}

/**
 * A brand's metadata in `locale` (zh_tw when it has none there), with absolute Open Graph URLs
 * on whatever host serves it.
 */
export async function brandMetadata(brand: BrandConfig, locale: string): Promise<Metadata> {
  const meta = (isLocale(locale) ? brand.metadata[locale] : undefined) ?? brand.metadata.zh_tw;
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? brand.productionHost;
  const protocol = requestHeaders.get('x-forwarded-proto') ?? (host.includes('localhost') ? 'http' : 'https');
  return {
    metadataBase: new URL(`${protocol}://${host}`),
    icons: { icon: `/brands/${brand.id}/mark.svg`, apple: '/apple-touch-icon.png' },
    title: meta.title,
    description: meta.description,
    keywords: [...meta.keywords],
    openGraph: {
      type: 'website',
      title: meta.title,
      description: meta.description,
      siteName: meta.name,
      images: [{ url: meta.ogImage, width: 1200, height: 630, alt: meta.name }],
    },
    twitter: { card: 'summary_large_image', title: meta.title, description: meta.description, images: [meta.ogImage] },
    applicationName: meta.shortName,
    appleWebApp: { title: meta.shortName },
  };
}

/**
 * '#f5b700' → '245 183 0' (also '#fb0'): the form Tailwind's `rgb(var(--x) / <alpha>)` needs.
 * @example hexToRgbTriplet('#fff') === '255 255 255'
 */
export function hexToRgbTriplet(hex: string): string {
  const value = hex.replace('#', '');
  const n = Number.parseInt(value.length === 3 ? value.replace(/(.)/g, '$1$1') : value, 16);
  return `${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255}`;
}

/** The <html> attributes that theme a page for `brand` (its accent colour and id). */
export function brandHtmlAttributes(brand: BrandConfig): { style: Record<string, string>; 'data-brand': string } {
  return { style: { '--brand-accent': hexToRgbTriplet(brand.theme.accent) }, 'data-brand': brand.id };
}
