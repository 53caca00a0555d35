'use client';

import { useRouter } from 'next/navigation';
import { getSession } from 'next-auth/react';
import { useCallback } from 'react';
import { closeSignInModal } from '../sign-in-modal-store';
import { hardNavigate } from './hard-navigate';

/**
 * What every sign-in does once next-auth has the session: closes the sign-in modal, tells
 * other tabs (next-auth broadcasts sign-out itself, but not a `redirect: false` sign-in), then
 * goes to the callback or re-renders this page signed in.
 */
export function useAfterSignIn(): (callbackUrl: string | null) => void {
  const router = useRouter();
  return useCallback(
    (callbackUrl: string | null) => {
      closeSignInModal();
      void getSession();
      if (callbackUrl) hardNavigate(callbackUrl);
      else router.refresh();
    },
    [router],
  );
}
