'use client';

import { useSession } from 'next-auth/react';
import { useMemo } from 'react';
import { useLocale } from '@/i18n/use-locale';
import { endSessionOnCode, useRefreshPlayer, useSignOut } from '@/features/session';
import { requestWallet } from '@/features/wallet';
import type { BindPhoneDeps } from '../actions';

/** The page's side of the bind flow; null while nobody is signed in. */
export function useBindPhoneDeps(): BindPhoneDeps | null {
  const { data: session } = useSession();
  const locale = useLocale();
  const refresh = useRefreshPlayer();
  const signOut = useSignOut();
  // The bind calls go through the site's relay (the token stays in the HttpOnly session); the
  // session's tag names the session a refusal belongs to.
  const tag = session?.sessionTag || null;
  return useMemo(
    () =>
      tag
        ? {
            lang: locale,
            endSession: (code: number) => endSessionOnCode(code, signOut, tag),
            // The bonus changed the balance: the wallet and the session's profile are re-read.
            refreshPlayer: () => {
              requestWallet();
              void refresh();
            },
          }
        : null,
    [tag, locale, signOut, refresh],
  );
}
