'use client';

import { signIn } from 'next-auth/react';
import { useCallback, useState } from 'react';
import { openModal } from '@/features/modals';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Code } from '@/protocol/codes';

/**
 * The lobby code carried by next-auth's `error` (the guest provider throws the code as the
 * message); any other value, e.g. "CredentialsSignin", counts as the generic failure.
 */
export function signInErrorCode(error: string | null | undefined): number {
  const code = Number(error);
  return error && Number.isInteger(code) ? code : Code.Silent;
}

/**
 * Guest sign-in through next-auth without a redirect; a failure opens the error modal.
 * @example const { signInAsGuest, pending } = useGuestSignIn(); if (await signInAsGuest()) router.refresh();
 */
export function useGuestSignIn(): { signInAsGuest: () => Promise<boolean>; pending: boolean } {
  const locale = useLocale();
  const [pending, setPending] = useState(false);

  const signInAsGuest = useCallback(async () => {
    setPending(true);
    try {
      // next-auth reads `error` from the callback URL, which defaults to this page: on
      // /sign-in?error=SessionRequired a success would look like a failure. Navigation after
      // sign-in is the caller's job, so any clean same-site URL does.
      const result = await signIn('guest', { lang: locale, redirect: false, callbackUrl: localePath(locale, '/') });
      if (result?.ok && !result.error) return true;
      openModal({ kind: 'error', code: signInErrorCode(result?.error), context: 'signIn' });
      return false;
    } catch {
      openModal({ kind: 'error', code: Code.Silent, context: 'signIn' });
      return false;
    } finally {
      setPending(false);
    }
  }, [locale]);

  return { signInAsGuest, pending };
}
