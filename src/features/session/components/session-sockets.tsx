'use client';

import { useMemo, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { useSession } from 'next-auth/react';
import { resolveLobbyPublicUrl } from '@/config/runtime';
import { useRuntimeConfig } from '@/config/runtime-context';
import { isSignInPopup } from '@/features/auth/popup/popup-messages';
import { useLatch } from '@/ui/use-latch';
import { setCurrentSession } from '../session-generation';
import { createSessionHooks } from '../session-hooks';
import { useInactivity } from '../use-inactivity';
import { useSessionWatch } from '../use-session-watch';
import { useSignOut } from '../use-sign-out';
import { useUserRefresh } from '../use-user-refresh';

// The sockets, the protocol's schemas and every feature module: only once a session exists.
const SessionConnection = dynamic(() => import('./session-connection').then((m) => m.SessionConnection), {
  ssr: false,
});

const subscribeNever = () => () => {};

/**
 * Connects the sockets with the session's token: signed in → lobby and chat sockets open;
 * signed out → closed, and every feature reset. Also runs the session's life: idle and age
 * limits, the 5-minute user refresh, the registration modal, sign-out followed across tabs.
 * The socket side (`SessionConnection`) is fetched with the page's first session and stays.
 */
export function SessionSockets({ children }: { children: React.ReactNode }) {
  const { data: session, status } = useSession();
  const { lobbyUrl } = useRuntimeConfig();
  // The page's own host decides the default lobby URL, so it is known in the browser only.
  const baseUrl = useSyncExternalStore(
    subscribeNever,
    () => resolveLobbyPublicUrl(lobbyUrl, window.location),
    () => null,
  );
  const signOut = useSignOut();
  const token = status === 'authenticated' ? session.token : null;
  const embedded = status === 'authenticated' && session.channel !== 'web';
  const hooks = useMemo(() => createSessionHooks(signOut, () => embedded), [signOut, embedded]);
  // Effects only: the popup closes in a moment and leaves the modals to its opener.
  const inPopup = typeof window !== 'undefined' && isSignInPopup();

  // The session in force: codes tagged with another token are a finished session's (item 8).
  if (status !== 'loading') setCurrentSession(token);
  const connected = useLatch(token !== null);
  useInactivity({ token: inPopup ? null : token, embedded, signOut });
  useUserRefresh(Boolean(token) && !inPopup);
  useSessionWatch({ signOut, skip: inPopup });

  return (
    <>
      {connected ? <SessionConnection token={token} baseUrl={baseUrl} hooks={hooks} /> : null}
      {children}
    </>
  );
}
