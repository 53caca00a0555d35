'use client';

import { useT } from 'next-i18next/client';
import { useSocketState } from '@/socket/use-socket-state';
import type { SocketState } from '@/socket';

/** Live chat's connection status (chat spec §4): idle, connecting, connected, error. */
export type LiveConnection = 'idle' | 'connecting' | 'connected' | 'error';

export function liveConnection(state: SocketState): LiveConnection {
  return state === 'ready' ? 'connected' : state;
}

const DOT: Record<LiveConnection, string> = {
  idle: 'bg-mist-500',
  connecting: 'bg-gold-400 motion-safe:animate-pulse-late',
  connected: 'bg-jade-400',
  error: 'bg-ruby-500',
};

/** The chat socket's state as a small pill (the live room talks through that socket). */
export function ConnectionBadge() {
  const { t } = useT('live');
  const status = liveConnection(useSocketState('chat'));
  return (
    <span
      role="status"
      data-status={status}
      className="inline-flex items-center gap-1.5 rounded-full bg-night-950/60 px-2.5 py-1 text-xs font-bold text-mist-300 ring-1 ring-white/10"
    >
      <span className={`h-2 w-2 rounded-full ${DOT[status]}`} aria-hidden="true" />
      <span className="sr-only">{t('status.label')}: </span>
      {t(`status.${status}`)}
    </span>
  );
}
