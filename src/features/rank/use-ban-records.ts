'use client';

import { useCallback, useEffect, useState } from 'react';
import { useBrand } from '@/brand';
import { useLobbyCall } from '@/http/use-lobby-call';
import { rankApi, RankLimits, type BanRecordsResult } from '@/protocol';

export type BanListState = { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; result: BanRecordsResult };
const LOADING: BanListState = { phase: 'loading' };

/** How many pages `total` bans fill (at least 1: an empty list still shows page 1). */
export function banPageCount(total: number, perPage: number = RankLimits.BanPerPage): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The ban list of the page's brand: the page shown, the player ID searched (null for all). */
export function useBanRecords() {
  const siteId = useBrand().siteId;
  const call = useLobbyCall();
  const [query, setQuery] = useState<{ page: number; playerId: number | null }>({ page: 1, playerId: null });
  const [attempt, setAttempt] = useState(0);
  // the answer is kept with the request it answers: another request shows loading until its own
  const key = `${siteId}|${query.page}|${query.playerId}|${attempt}`;
  const [answered, setAnswered] = useState<{ key: string; state: BanListState } | null>(null);

  useEffect(() => {
    let live = true;
    const req = { SiteID: siteId, Page: query.page, PerPage: RankLimits.BanPerPage, ...(query.playerId === null ? {} : { PlayerID: query.playerId }) };
    void call(rankApi.BanRecords, req).then((answer) => {
      if (live) setAnswered({ key, state: answer.ok ? { phase: 'ready', result: answer.result } : { phase: 'error' } });
    });
    return () => {
      live = false;
    };
  }, [key, siteId, call, query]);

  return {
    state: answered?.key === key ? answered.state : LOADING,
    query,
    /** A new search (null: all bans) starts at page 1. */
    search: useCallback((playerId: number | null) => setQuery({ page: 1, playerId }), []),
    goTo: useCallback((page: number) => setQuery((q) => ({ ...q, page })), []),
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
