'use client';

import { useEffect, useRef } from 'react';
import { useSession } from 'next-auth/react';
import type { SessionUpdateRequest } from '@/features/auth';
import { useVipStore } from '../store';

/**
 * A tier rise (the 10101 push) re-reads the session's player, so what reads the session's
 * vipLevel (chat may speak from VIP 3) follows at once instead of at the 5-minute refresh.
 * Once per level: a refresh that fails is left to that periodic refresh.
 */
export function VipSessionSync() {
  const level = useVipStore((s) => s.levels?.VIPLevel ?? null);
  const { data: session, update } = useSession();
  const sessionLevel = session?.user.vipLevel;
  const playerId = session?.playerID;
  const asked = useRef('');
  useEffect(() => {
    const key = `${playerId}:${level}`;
    if (level === null || sessionLevel === undefined || level <= sessionLevel || asked.current === key) return;
    asked.current = key;
    const request: SessionUpdateRequest = { refresh: true };
    void update(request);
  }, [level, sessionLevel, playerId, update]);
  return null;
}
