'use client';

import { installResultSchemas } from '@/protocol/result-check';
import { SocketProvider } from '@/socket/socket-provider';
import type { SessionHooks } from '@/socket';
import { VipSessionSync } from '@/features/vip';
import { FEATURES } from '@/features/all-features';
import { fetchSocketTicket } from '../socket-ticket';
import { useFeatures } from '../use-features';

// Before any socket connects: a Result that fails its compiled check is named by its schema,
// loaded then (a session whose replies are all valid never builds the schemas).
installResultSchemas(() => import('@/protocol/contract').then((m) => m.checkResult));

export interface SessionConnectionProps {
  /** The session's tag (never its lobby token); null once signed out (the sockets stop, every feature resets). */
  sessionTag: string | null;
  /** Lobby server base as the browser sees it; null until known. */
  baseUrl: string | null;
  hooks: SessionHooks;
}

/**
 * The socket side of a session: the lobby and chat sockets and every feature module on them.
 * Loaded on demand by `SessionSockets` once a session exists on the page (a visitor who never
 * signs in downloads no socket, protocol schema or feature code), and kept mounted after a
 * sign-out so the features reset and the sockets stop. Every socket connection opens with a
 * fresh ticket from the web server (`fetchSocketTicket`).
 */
export function SessionConnection({ sessionTag, baseUrl, hooks }: SessionConnectionProps) {
  useFeatures(FEATURES, sessionTag);
  return (
    <>
      <SocketProvider session={baseUrl ? sessionTag : null} tokenProvider={fetchSocketTicket} baseUrl={baseUrl} hooks={hooks} />
      <VipSessionSync />
    </>
  );
}
