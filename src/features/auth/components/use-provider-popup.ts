'use client';

import { useSession } from 'next-auth/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/locales';
import { useLocale } from '@/i18n/use-locale';
import { openProviderPopup, type PopupOutcome } from '../popup/open-provider-popup';
import { POPUP_QUERY } from '../popup/popup-messages';
import type { OAuthProviderName } from '../providers/oauth-providers';
import { hardNavigate } from './hard-navigate';
import { showSignInError } from './show-sign-in-error';
import { useAfterSignIn } from './use-after-sign-in';

/** `/{locale}/signIn/{provider}?signInRedirectURL=…` (account §2, §7). */
/** The `step` of `/signIn/{provider}` when the provider sent the player back (it reports to the opener). */
export const RETURNED_STEP = 'done';

export function providerSignInPath(
  locale: Locale,
  provider: string,
  redirectUrl: string | null,
  { popup = false, step }: { popup?: boolean; step?: string } = {},
): string {
  const query = new URLSearchParams();
  if (redirectUrl) query.set('signInRedirectURL', redirectUrl);
  if (popup) query.set(POPUP_QUERY, '1');
  if (step) query.set('step', step);
  const search = query.toString();
  return `${localePath(locale, `/signIn/${provider}`)}${search ? `?${search}` : ''}`;
}

/**
 * LINE, Google, Apple and Facebook sign in through `/signIn/{provider}` in a popup; this page
 * learns the result from it, refreshes its session and moves on. A blocked popup falls back to
 * the same page in this window.
 */
export function useProviderPopup(): {
  start: (provider: OAuthProviderName, callbackUrl: string | null) => void;
  cancel: () => void;
  waiting: OAuthProviderName | null;
} {
  const locale = useLocale();
  const { update } = useSession();
  const afterSignIn = useAfterSignIn();
  const [waiting, setWaiting] = useState<OAuthProviderName | null>(null);
  const stopRef = useRef<(() => void) | null>(null);

  const cancel = useCallback(() => {
    stopRef.current?.();
    stopRef.current = null;
    setWaiting(null);
  }, []);

  useEffect(() => () => stopRef.current?.(), []);

  const start = useCallback(
    (provider: OAuthProviderName, callbackUrl: string | null) => {
      stopRef.current?.();
      const url = providerSignInPath(locale, provider, callbackUrl, { popup: true });
      const onOutcome = async (outcome: PopupOutcome) => {
        stopRef.current = null;
        if (outcome.type === 'signed-in') {
          await update();
          setWaiting(null);
          afterSignIn(callbackUrl);
          return;
        }
        setWaiting(null);
        if (outcome.type === 'sign-in-error') showSignInError(outcome.error, callbackUrl);
      };
      const stop = openProviderPopup(url, (outcome) => void onOutcome(outcome));
      if (!stop) {
        hardNavigate(providerSignInPath(locale, provider, callbackUrl ?? window.location.pathname));
        return;
      }
      stopRef.current = stop;
      setWaiting(provider);
    },
    [locale, update, afterSignIn],
  );

  return { start, cancel, waiting };
}
