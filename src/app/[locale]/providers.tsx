'use client';

import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { I18nProvider } from 'next-i18next/client';
import type { Resource } from 'i18next';
import { BrandProvider, type BrandConfig } from '@/brand';
import { RuntimeConfigProvider } from '@/config/runtime-context';
import { SessionSockets } from '@/features/session';
import type { Locale } from '@/i18n/locales';

/** Client-side providers of every page: text, session, brand, runtime config, sockets. */
export function Providers({
  locale,
  resources,
  session,
  brand,
  lobbyUrl,
  liffId = null,
  qaFakes = false,
  children,
}: {
  locale: Locale;
  resources: Resource;
  session: Session | null;
  /** The request's brand: only its data reaches the browser. */
  brand: BrandConfig;
  lobbyUrl: string | null;
  liffId?: string | null;
  qaFakes?: boolean;
  children: React.ReactNode;
}) {
  return (
    <I18nProvider language={locale} resources={resources}>
      <SessionProvider session={session} refetchOnWindowFocus>
        <BrandProvider brand={brand}>
          <RuntimeConfigProvider value={{ lobbyUrl, locale, liffId, qaFakes }}>
            <SessionSockets>{children}</SessionSockets>
          </RuntimeConfigProvider>
        </BrandProvider>
      </SessionProvider>
    </I18nProvider>
  );
}
