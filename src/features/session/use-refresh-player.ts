'use client';

import { useSession } from 'next-auth/react';
import { useCallback } from 'react';
import type { SessionUpdateRequest } from '@/features/auth';

/**
 * Re-reads the signed-in player's session profile (name, VIP, level, bound phone) from the
 * lobby through next-auth (the wallet is its own feature's: `requestWallet`). Resolves true when the
 * session was re-read.
 * @example const refresh = useRefreshPlayer(); await refresh();
 */
export function useRefreshPlayer(): () => Promise<boolean> {
  const { data: session, update } = useSession();
  const before = session?.userRefreshedAt ?? 0;
  return useCallback(async () => {
    const request: SessionUpdateRequest = { refresh: true };
    const next = await update(request);
    return Boolean(next && next.userRefreshedAt !== before);
  }, [update, before]);
}
