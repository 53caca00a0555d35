'use client';

import { createContext, useContext } from 'react';
import type { Locale } from '@/i18n/locales';

export interface RuntimeConfig {
  /** Browser-side lobby base URL, or null for "this host, port 4000". */
  lobbyUrl: string | null;
  locale: Locale;
  /** LIFF app id, or null when the site is not a LINE mini-app. */
  liffId?: string | null;
  /** QA fakes (`?liff=fake`) allowed. */
  qaFakes?: boolean;
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export const RuntimeConfigProvider = RuntimeConfigContext.Provider;

/** The runtime configuration, or null outside the provider (a component test of a relay-only call). */
export function useRuntimeConfigOrNull(): RuntimeConfig | null {
  return useContext(RuntimeConfigContext);
}

/** Runtime configuration handed down from the server layout. */
export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('useRuntimeConfig outside RuntimeConfigProvider');
  return value;
}
