'use client';

import { useSession } from 'next-auth/react';
import { useMemo } from 'react';
import { useLobbyPost } from '@/config/lobby-http';
import { useLocale } from '@/i18n/use-locale';
import { endSessionOnCode, useRefreshPlayer, useSignOut } from '@/features/session';
import { requestWallet } from '@/features/wallet';
import type { BindPhoneDeps } from '../actions';

/** The page's side of the bind flow; null while nobody is signed in. */
export function useBindPhoneDeps(): BindPhoneDeps | null {
  const { data: session } = useSession();
  const post = useLobbyPost();
  const locale = useLocale();
  const refresh = useRefreshPlayer();
  const signOut = useSignOut();
  const token = session?.token ?? null;
  return useMemo(
    () =>
      token
        ? {
            post,
            token,
            lang: locale,
            endSession: (code: number) => endSessionOnCode(code, signOut, token),
            // The bonus changed the balance: the wallet and the session's profile are re-read.
            refreshPlayer: () => {
              requestWallet();
              void refresh();
            },
          }
        : null,
    [post, token, locale, signOut, refresh],
  );
}
