'use client';

import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useSession } from 'next-auth/react';
import { resolveLobbyPublicUrl } from '@/config/runtime';
import { useRuntimeConfig } from '@/config/runtime-context';
import { isSignInPopup } from '@/features/auth/popup/popup-messages';
import { resetFeatures, startFeatures } from '@/features/feature-module';
import { getSockets } from '@/socket';
import { SocketProvider } from '@/socket/socket-provider';
import { FEATURES } from '../features';
import { setCurrentSession } from '../session-generation';
import { createSessionHooks } from '../session-hooks';
import { useInactivity } from '../use-inactivity';
import { useSessionWatch } from '../use-session-watch';
import { useSignOut } from '../use-sign-out';
import { useUserRefresh } from '../use-user-refresh';

const subscribeNever = () => () => {};

/**
 * Registers every feature once per page, and resets them all when the session ends or
 * changes hands (signed out, or another token), so nothing of one player stays for the next.
 */
function useFeatures(token: string | null, signedOut: boolean): void {
  useEffect(() => startFeatures(FEATURES, getSockets()), []);
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (signedOut || (token !== null && last.current !== null && token !== last.current)) resetFeatures(FEATURES);
    if (token !== null || signedOut) last.current = token;
  }, [token, signedOut]);
}

/**
 * Connects the sockets with the session's token: signed in → lobby and chat sockets open;
 * signed out → closed, and every feature reset. Also runs the session's life: idle and age
 * limits, the 5-minute user refresh, the registration modal, sign-out followed across tabs.
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

  useFeatures(token, status === 'unauthenticated');
  // The session in force: codes tagged with another token are a finished session's (item 8).
  if (status !== 'loading') setCurrentSession(token);
  useInactivity({ token: inPopup ? null : token, embedded, signOut });
  useUserRefresh(Boolean(token) && !inPopup);
  useSessionWatch({ signOut, skip: inPopup });

  return (
    <SocketProvider token={baseUrl ? token : null} baseUrl={baseUrl} hooks={hooks}>
      {children}
    </SocketProvider>
  );
}
