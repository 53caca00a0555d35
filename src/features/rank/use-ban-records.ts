'use client';

import { useCallback, useState } from 'react';
import { useBrand } from '@/brand';
import { useLobbyQuery } from '@/http/lobby-queries';
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
  const [query, setQuery] = useState<{ page: number; playerId: number | null }>({ page: 1, playerId: null });
  const req = { SiteID: siteId, Page: query.page, PerPage: RankLimits.BanPerPage, ...(query.playerId === null ? {} : { PlayerID: query.playerId }) };
  const read = useLobbyQuery(rankApi.BanRecords, req);
  const state: BanListState = read.isSuccess ? { phase: 'ready', result: read.data } : read.isError && !read.isFetching ? { phase: 'error' } : LOADING;
  const { refetch } = read;
  return {
    state,
    query,
    /** A new search (null: all bans) starts at page 1. */
    search: useCallback((playerId: number | null) => setQuery({ page: 1, playerId }), []),
    goTo: useCallback((page: number) => setQuery((q) => ({ ...q, page })), []),
    retry: useCallback(() => void refetch(), [refetch]),
  };
}
