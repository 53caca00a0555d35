'use client';

import { signIn } from 'next-auth/react';
import { useMemo } from 'react';
import { useBrand } from '@/brand';
import { useLobbyCall } from '@/http/use-lobby-call';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import type { PhoneFlowDeps } from '../phone/phone-sign-in-flow';
import { useAfterSignIn } from './use-after-sign-in';
import { signInErrorCode } from './use-guest-sign-in';

/** The page's side of the phone sign-in: the lobby, this brand and locale, next-auth's phone provider. */
export function usePhoneFlowDeps(): PhoneFlowDeps {
  const call = useLobbyCall();
  const { siteId } = useBrand();
  const locale = useLocale();
  const onSignedIn = useAfterSignIn();
  return useMemo<PhoneFlowDeps>(
    () => ({
      call,
      siteId,
      lang: locale,
      onSignedIn,
      async signInWithTicket(ticket, playerId) {
        try {
          const result = await signIn('phone', {
            ticket,
            playerID: playerId ? String(playerId) : '',
            lang: locale,
            redirect: false,
            callbackUrl: localePath(locale, '/'),
          });
          return result?.ok && !result.error ? null : signInErrorCode(result?.error);
        } catch {
          return signInErrorCode(null);
        }
      },
    }),
    [call, siteId, locale, onSignedIn],
  );
}
