'use client';

/**
 * Mounts the singleton sockets: configures them, starts them for the session (stops them
 * without one), each attempt's init Token fetched by `tokenProvider`, and renders one react-use-websocket hook per socket kind for the
 * connection attempt the client currently wants. The client owns handshake, queue and
 * reconnect; the hook only carries frames.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import useWebSocket from 'react-use-websocket';
import { configureSockets, getSocketBridge, getSockets } from './index';
import type { BridgeAttempt, SocketBridge } from './socket-bridge';
import type { TokenProvider } from './token-provider';
import { SOCKET_KINDS, type SessionHooks, type SocketKind } from './types';

export interface SocketProviderProps {
  /** The session (the page's session tag); null/undefined/'' signs the sockets out (stops them). */
  session: string | null | undefined;
  /** Fetches each connection attempt's init Token (a socket ticket); absent: `session` is the token. */
  tokenProvider?: TokenProvider;
  /** Lobby server base, http(s) or ws(s); null: this page's origin. */
  baseUrl: string | null;
  hooks: SessionHooks;
  children?: ReactNode;
}

/** Provides the lobby and chat sockets to the tree below (one per app). */
export function SocketProvider({ session, tokenProvider, baseUrl, hooks, children }: SocketProviderProps) {
  // configure before start (effects run in order): the first connection uses this base
  useEffect(() => {
    configureSockets({ baseUrl, hooks });
  }, [baseUrl, hooks]);

  useEffect(() => {
    const { lobby, chat } = getSockets();
    if (!session) {
      lobby.stop();
      chat.stop();
      return;
    }
    lobby.start(session, tokenProvider);
    chat.start(session, tokenProvider);
    return () => {
      lobby.stop();
      chat.stop();
    };
  }, [session, tokenProvider]);

  return (
    <>
      {SOCKET_KINDS.map((kind) => (
        <SocketSlot key={kind} kind={kind} />
      ))}
      {children}
    </>
  );
}

function SocketSlot({ kind }: { kind: SocketKind }) {
  const bridge = getSocketBridge(kind);
  const attempt = useSyncExternalStore(bridge.subscribe, bridge.getSnapshot, () => null);
  // keyed by attempt: a reconnect to the same URL must remount the hook to get a new socket
  return attempt ? <SocketConnection key={attempt.id} bridge={bridge} attempt={attempt} /> : null;
}

function SocketConnection({ bridge, attempt }: { bridge: SocketBridge; attempt: BridgeAttempt }) {
  const { events } = attempt;
  const { sendMessage } = useWebSocket(
    attempt.url,
    {
      // DESIGN: one socket per URL even if another component opens the same one
      share: true,
      // the client owns reconnect (backoff, jitter, token checks)
      shouldReconnect: () => false,
      retryOnError: false,
      // sendMessage asserts `instanceof WebSocket`, which fails for wrapped/mocked sockets
      // (msw's interceptor, polyfills) and would throw instead of sending
      skipAssert: true,
      // frames go to the client through onMessage; storing each as React state would
      // re-render this component once per frame for nothing
      filter: () => false,
      disableJson: true,
      onOpen: () => events.onOpen(),
      onMessage: (event) => events.onMessage(event.data),
      onClose: (event) => events.onClose(event.code, event.reason),
      onError: () => events.onError(),
    },
    true,
  );

  // declared after useWebSocket so it runs in the same commit, before the socket can open
  useEffect(() => bridge.attach(attempt.id, (frame) => sendMessage(frame, false)), [bridge, attempt.id, sendMessage]);

  return null;
}
