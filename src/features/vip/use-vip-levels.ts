'use client';

import { useEffect, useState } from 'react';
import type { VipLevels } from '@/protocol/vip';
import { useSocketState } from '@/socket/use-socket-state';
import { requestVipLevels } from './actions';
import { useVipStore } from './store';

export interface VipLevelsView {
  /** null until the lobby answered. */
  levels: VipLevels | null;
  /** The last ask was refused or lost. */
  failed: boolean;
}

/** The player's VIP tier and points, asked each time the lobby socket is ready while mounted. */
export function useVipLevels(): VipLevelsView {
  const ready = useSocketState('lobby') === 'ready';
  const levels = useVipStore((s) => s.levels);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    // a refusal or a lost ask fails; a drop asks again when the socket is ready again
    requestVipLevels().then((ok) => live && setFailed(!ok));
    return () => {
      live = false;
    };
  }, [ready]);
  return { levels, failed };
}
