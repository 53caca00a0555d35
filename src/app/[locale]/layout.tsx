import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { getServerSession } from 'next-auth';
import '../fonts.css';
import '../globals.css';
import { authOptions } from '@/features/auth/server';
import { AppShell } from '@/features/layout/server';
import { brandHtmlAttributes, brandMetadata, requestBrand } from '@/brand/request-brand';
import { HTML_LANG, LOCALES, isLocale } from '@/i18n/locales';
import { getResources, getT } from '@/i18n/server';
import i18nConfig from '../../../next-i18next.config';
import { liffId, lobbyPublicUrl, qaFakesEnabled } from '@/config/runtime';
import { Providers } from './providers';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  return brandMetadata(await requestBrand(), locale);
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  viewportFit: 'cover',
  themeColor: '#0c1030',
};

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
    requestBrand(),
  ]);
  const namespaces = i18nConfig.ns ?? ['common'];
  await i18n.loadNamespaces(namespaces);
  const resources = getResources(i18n, namespaces, [locale]);

  return (
    <html lang={HTML_LANG[locale]} {...brandHtmlAttributes(brand)}>
      <body>
        <Providers
          locale={locale}
          resources={resources}
          session={session}
          brand={brand}
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
