import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getServerSession } from 'next-auth';
import '../fonts.css';
import '../globals.css';
import { authOptions } from '@/features/auth/auth-options';
import { AppShell } from '@/features/layout/components/app-shell';
import { getBrand } from '@/brand/get-brand';
import { resolveBrand } from '@/brand/resolve-brand';
import { HTML_LANG, LOCALES, isLocale } from '@/i18n/locales';
import { getResources, getT } from '@/i18n/server';
import i18nConfig from '../../../next-i18next.config';
import { liffId, lobbyPublicUrl, qaFakesEnabled } from '@/config/runtime';
import { Providers } from './providers';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

async function currentBrand() {
  const host = (await headers()).get('host') ?? undefined;
  return getBrand(resolveBrand({ env: process.env.BRAND, host }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  const brand = await currentBrand();
  const meta = (isLocale(locale) ? brand.metadata[locale] : undefined) ?? brand.metadata.zh_tw;
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? brand.productionHost;
  const protocol = requestHeaders.get('x-forwarded-proto') ?? (host.includes('localhost') ? 'http' : 'https');
  return {
    // absolute Open Graph URLs on whatever host serves this brand
    metadataBase: new URL(`${protocol}://${host}`),
    icons: { icon: '/favicon.svg', apple: '/apple-touch-icon.png' },
    title: meta.title,
    description: meta.description,
    keywords: [...meta.keywords],
    openGraph: { images: [meta.ogImage], siteName: meta.name },
    applicationName: meta.shortName,
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#0c1030',
};

function hexToRgbTriplet(hex: string): string {
  const value = hex.replace('#', '');
  const n = Number.parseInt(value.length === 3 ? value.replace(/(.)/g, '$1$1') : value, 16);
  return `${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255}`;
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const [{ i18n }, session, brand] = await Promise.all([
    getT('common', { lng: locale }),
    getServerSession(authOptions),
    currentBrand(),
  ]);
  const namespaces = i18nConfig.ns ?? ['common'];
  await i18n.loadNamespaces(namespaces);
  const resources = getResources(i18n, namespaces, [locale]);

  return (
    <html
      lang={HTML_LANG[locale]}
      style={{ ['--brand-accent' as string]: hexToRgbTriplet(brand.theme.accent) }}
      data-brand={brand.id}
    >
      <body>
        <Providers
          locale={locale}
          resources={resources}
          session={session}
          brandId={brand.id}
          lobbyUrl={lobbyPublicUrl()}
          liffId={liffId()}
          qaFakes={qaFakesEnabled()}
        >
          <AppShell>{children}</AppShell>
        </Providers>
      </body>
    </html>
  );
}
