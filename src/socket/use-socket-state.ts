'use client';

import { useSyncExternalStore } from 'react';
import { getSockets } from './index';
import type { SocketKind, SocketState } from './types';

const serverState = (): SocketState => 'idle';

/**
 * The connection state of one socket, re-rendering on change.
 * @example const chatState = useSocketState('chat') // 'idle' | 'connecting' | 'ready' | 'error'
 */
export function useSocketState(kind: SocketKind): SocketState {
  const client = getSockets()[kind];
  return useSyncExternalStore(client.subscribeState, client.getState, serverState);
}
