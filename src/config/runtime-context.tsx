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

/** Runtime configuration handed down from the server layout. */
export function useRuntimeConfig(): RuntimeConfig {
  const value = useContext(RuntimeConfigContext);
  if (!value) throw new Error('useRuntimeConfig outside RuntimeConfigProvider');
  return value;
}
