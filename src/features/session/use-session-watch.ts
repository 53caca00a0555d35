'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { useEffect, useRef } from 'react';
import type { SessionUpdateRequest } from '@/features/auth';
import { openModal } from '@/features/modals';
import { REGIST_SHOWN_KEY, firstTimeFor } from './local-keys';
import { endSessionOnCode } from './session-codes';
import { afterSignOutPath } from './sign-out';

/**
 * What the session itself asks for:
 * - a refresh found the session dead (signInError 100005 / 100014): its modal and sign-out;
 * - a new account (RegistSituation 1 → isRegist): the registration-success modal, once, in one
 *   tab (guests excepted: every guest sign-in creates a throwaway account);
 * - another tab signed out while this one shows a route that needs login: go home.
 * `skip` is true in the sign-in popup, which closes in a moment; `/signIn/{provider}` is a page
 * on the way elsewhere and leaves the modal to the page it goes to.
 */
export function useSessionWatch({ signOut, skip }: { signOut: () => Promise<void>; skip: boolean }): void {
  const { data: session, status, update } = useSession();
  const router = useRouter();
  const transit = /\/signIn\//.test(usePathname() ?? '');
  const previous = useRef(status);
  const errorCode = session?.signInError?.Code ?? null;
  const errorSession = session?.sessionTag ?? null;
  const registered = session?.isRegist === true && session.provider !== 'guest' ? session.sessionTag : null;

  useEffect(() => {
    if (skip || errorCode === null) return;
    endSessionOnCode(errorCode, signOut, errorSession);
  }, [errorCode, errorSession, signOut, skip]);

  useEffect(() => {
    if (skip || transit || !registered) return;
    const request: SessionUpdateRequest = { isRegist: false };
    if (firstTimeFor(REGIST_SHOWN_KEY, registered)) openModal({ kind: 'registrationSuccess' });
    void update(request);
    // `update` changes identity with every session; the session's tag decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [registered, skip, transit]);

  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (was !== 'authenticated' || status !== 'unauthenticated') return;
    const target = afterSignOutPath(window.location.pathname);
    if (target) router.replace(target);
  }, [status, router]);
}
