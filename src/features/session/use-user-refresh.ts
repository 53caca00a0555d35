'use client';

import { useSession } from 'next-auth/react';
import { useEffect, useRef } from 'react';
import type { SessionUpdateRequest } from '@/features/auth';
import { SessionTiming, withRetries } from './session-timing';

/**
 * Re-reads the current user every 5 minutes (account §4, §9), retrying a failed read up to
 * 5 times with doubling delays. The session (name, VIP, level, phone) is the user store.
 */
export function useUserRefresh(active: boolean): void {
  const { data: session, update } = useSession();
  const latest = useRef({ update, refreshedAt: session?.userRefreshedAt ?? 0 });
  useEffect(() => {
    latest.current = { update, refreshedAt: session?.userRefreshedAt ?? 0 };
  });

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const attempt = async () => {
      const { update: run, refreshedAt } = latest.current;
      const request: SessionUpdateRequest = { refresh: true };
      const next = await run(request);
      return Boolean(next && next.userRefreshedAt !== refreshedAt);
    };
    const timer = setInterval(() => {
      void withRetries(attempt, {
        retries: SessionTiming.RefreshRetries,
        baseMs: SessionTiming.RetryBaseMs,
        stopped: () => stopped,
      });
    }, SessionTiming.RefreshMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active]);
}
