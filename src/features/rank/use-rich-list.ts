'use client';

import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from 'next-auth/react';
import { useBrand } from '@/brand';
import { lobbyKey, lobbyQueryClient, unwrap } from '@/http/lobby-queries';
import { useLobbyCall } from '@/http/use-lobby-call';
import { Code, rankApi, type RichListResult } from '@/protocol';

export type RichListState = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; result: RichListResult };

/**
 * The brand's coin rank, read once the session is known: through the relay when signed in
 * (with the player's own line), else straight from the lobby. A session the relay finds gone
 * (401) still gets the list. `retry` reads it again.
 */
export function useRichList(): { state: RichListState; signedIn: boolean; retry: () => void } {
  const { status } = useSession();
  const siteId = useBrand().siteId;
  const call = useLobbyCall();
  const signedIn = status === 'authenticated';
  const query = useQuery({
    queryKey: [...lobbyKey(rankApi.RichList, { SiteID: siteId }), signedIn ? 'mine' : 'public'],
    queryFn: async () => {
      const body = { SiteID: siteId };
      let answer = await call(rankApi.RichList, body, signedIn ? 'relay' : 'direct');
      if (!answer.ok && signedIn && (answer.code === Code.SessionExpired || answer.code === Code.AccountSuspended)) answer = await call(rankApi.RichList, body, 'direct');
      return unwrap(answer);
    },
    enabled: status !== 'loading',
  }, lobbyQueryClient());
  const state: RichListState = query.isSuccess ? { phase: 'ready', result: query.data } : query.isError && !query.isFetching ? { phase: 'error' } : { phase: 'loading' };
  const { refetch } = query;
  return { state, signedIn, retry: useCallback(() => void refetch(), [refetch]) };
}
