'use client';

import { useCallback, useEffect, useState } from 'react';
import { useSession } from 'next-auth/react';
import { useBrand } from '@/brand';
import { useLobbyCall } from '@/http/use-lobby-call';
import { Code, rankApi, type RichListResult } from '@/protocol';

export type RichListState = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; result: RichListResult };

/**
 * The brand's coin rank, loaded once the session is known: through the relay when signed in
 * (with the player's own line), else straight from the lobby. A session the relay finds gone
 * (401) still gets the list. `retry` loads it again.
 */
export function useRichList(): { state: RichListState; signedIn: boolean; retry: () => void } {
  const { status } = useSession();
  const siteId = useBrand().siteId;
  const call = useLobbyCall();
  const [attempt, setAttempt] = useState(0);
  const signedIn = status === 'authenticated';
  // the answer is kept with the request it answers: another request shows loading until its own
  const key = `${status}|${siteId}|${attempt}`;
  const [answered, setAnswered] = useState<{ key: string; state: RichListState } | null>(null);

  useEffect(() => {
    if (status === 'loading') return;
    let live = true;
    void (async () => {
      const body = { SiteID: siteId };
      let answer = await call(rankApi.RichList, body, signedIn ? 'relay' : 'direct');
      if (!answer.ok && signedIn && (answer.code === Code.SessionExpired || answer.code === Code.AccountSuspended)) answer = await call(rankApi.RichList, body, 'direct');
      if (live) setAnswered({ key, state: answer.ok ? { phase: 'ready', result: answer.result } : { phase: 'error' } });
    })();
    return () => {
      live = false;
    };
  }, [key, status, signedIn, siteId, call]);

  const state: RichListState = answered?.key === key ? answered.state : { phase: 'loading' };
  return { state, signedIn, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
