'use client';

import { useMemo } from 'react';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { resolveLobbyPublicUrl } from '@/config/runtime';
import { useRuntimeConfig } from '@/config/runtime-context';
import { isSignInPopup } from '@/features/auth';
import { useHydrated } from '@/ui/use-client-snapshot';
import { useLatch } from '@/ui/use-latch';
import { setCurrentSession } from '../session-generation';
import { createSessionHooks } from '../session-hooks';
import { useInactivity } from '../use-inactivity';
import { useSessionWatch } from '../use-session-watch';
import { useSignOut } from '../use-sign-out';
import { useUserRefresh } from '../use-user-refresh';

// The sockets, the protocol's schemas and every feature module: only once a session exists.
const SessionConnection = dynamic(() => import('@/features/session-runtime').then((m) => m.SessionConnection), {
  ssr: false,
});

/**
 * Connects the sockets for the session: signed in → lobby and chat sockets open (each with a
 * socket ticket: the page never holds the lobby token, only the session's tag);
 * signed out → closed, and every feature reset. Also runs the session's life: idle and age
 * limits, the 5-minute user refresh, the registration modal, sign-out followed across tabs.
 * The socket side (`SessionConnection`) is fetched with the page's first session and stays.
 */
export function SessionSockets({ children }: { children: React.ReactNode }) {
  const { data: session, status } = useSession();
  const { lobbyUrl } = useRuntimeConfig();
  // The page's own host decides the default lobby URL, so it is known in the browser only.
  const hydrated = useHydrated();
  const baseUrl = useMemo(() => (hydrated ? resolveLobbyPublicUrl(lobbyUrl, window.location) : null), [hydrated, lobbyUrl]);
  const signOut = useSignOut();
  const tag = status === 'authenticated' && session.sessionTag ? session.sessionTag : null;
  const embedded = status === 'authenticated' && session.channel !== 'web';
  const hooks = useMemo(() => createSessionHooks(signOut, () => embedded), [signOut, embedded]);
  // Effects only: the popup closes in a moment and leaves the modals to its opener.
  const inPopup = typeof window !== 'undefined' && isSignInPopup();

  // The session in force: codes tagged with another session are a finished session's (item 8).
  if (status !== 'loading') setCurrentSession(tag);
  const connected = useLatch(tag !== null);
  useInactivity({ sessionTag: inPopup ? null : tag, embedded, signOut });
  useUserRefresh(Boolean(tag) && !inPopup);
  useSessionWatch({ signOut, skip: inPopup });

  return (
    <>
      {connected ? <SessionConnection sessionTag={tag} baseUrl={baseUrl} hooks={hooks} /> : null}
      {children}
    </>
  );
}
