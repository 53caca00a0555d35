'use client';

import { useSession } from 'next-auth/react';
import { useCallback } from 'react';
import { requestWallet } from '@/features/wallet';
import type { SessionUpdateRequest } from '@/features/auth/auth-options';

/**
 * Re-reads the signed-in player: the wallet over the lobby socket, and the session's profile
 * (name, VIP, level, bound phone) from the lobby through next-auth. Resolves true when the
 * session was re-read.
 * @example const refresh = useRefreshPlayer(); await refresh();
 */
export function useRefreshPlayer(): () => Promise<boolean> {
  const { data: session, update } = useSession();
  const before = session?.userRefreshedAt ?? 0;
  return useCallback(async () => {
    requestWallet();
    const request: SessionUpdateRequest = { refresh: true };
    const next = await update(request);
    return Boolean(next && next.userRefreshedAt !== before);
  }, [update, before]);
}
