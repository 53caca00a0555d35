'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from 'next-auth/react';
import { resolveLobbyPublicUrl } from '@/config/runtime';
import { useRuntimeConfig } from '@/config/runtime-context';
import { requestWallet, resetWallet } from '@/features/wallet';
import { getSockets } from '@/socket';
import { SocketProvider } from '@/socket/socket-provider';
import { useSocketState } from '@/socket/use-socket-state';
import { rememberSignIn } from '../local-keys';
import { registerFeatureHandlers } from '../feature-handlers';
import { createSessionHooks } from '../session-hooks';
import { useSignOut } from '../use-sign-out';

const subscribeNever = () => () => {};

/** Registers every feature's socket handlers once per page (features add theirs here). */
function useFeatureHandlers(): void {
  useEffect(() => registerFeatureHandlers(getSockets()), []);
}

/** Requests what a signed-in page always shows once the lobby socket is ready. */
function LobbyBootstrap() {
  const lobbyState = useSocketState('lobby');
  useEffect(() => {
    if (lobbyState === 'ready') requestWallet();
  }, [lobbyState]);
  return null;
}

/**
 * Connects the sockets with the session's token: signed in → lobby and chat sockets open;
 * signed out → closed, and the wallet forgotten.
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
  const hooks = useMemo(() => createSessionHooks(signOut), [signOut]);
  const token = status === 'authenticated' ? session.token : null;

  useEffect(() => {
    if (token) rememberSignIn();
    else if (status === 'unauthenticated') resetWallet();
  }, [token, status]);

  useFeatureHandlers();

  return (
    <SocketProvider token={baseUrl ? token : null} baseUrl={baseUrl} hooks={hooks}>
      {token ? <LobbyBootstrap /> : null}
      {children}
    </SocketProvider>
  );
}
