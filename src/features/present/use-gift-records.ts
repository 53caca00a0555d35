'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Op } from '@/protocol';
import { GiftRecordLimits, type GiftRecordsResult } from '@/protocol/gift-records';
import { lostOf, unwrap } from '@/http/lobby-queries';
import { useSocketQuery } from '@/http/socket-queries';
import type { GiftRecordsLoader } from './request';

export interface GiftRecordsView {
  page: number;
  /** The last page that arrived (kept while the next one loads). */
  result: GiftRecordsResult | null;
  loading: boolean;
  /** The last ask was refused or got no answer. */
  failed: boolean;
  setPage(page: number): void;
  retry(): void;
}

/**
 * The gift records on screen, in the query layer (src/http/socket-queries): the page asked for
 * (10 a page, account §9), the last page shown while the next loads; a request lost with the
 * connection is asked again when the lobby socket is ready.
 */
export function useGiftRecords(load: GiftRecordsLoader): GiftRecordsView {
  const [page, setPageState] = useState(1);
  const query = useSocketQuery(
    Op.GiftRecords,
    { Page: page, PerPage: GiftRecordLimits.PerPage },
    { read: async (payload) => unwrap(await load(payload)), placeholder: keepPreviousData },
  );
  const lost = lostOf(query.error);
  // Dropped or stopped: keep waiting; asked again once the socket is ready.
  const waiting = lost === 'disconnected' || lost === 'stopped';
  const { refetch } = query;
  const setPage = useCallback((next: number) => setPageState(Math.max(1, next)), []);
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    page,
    result: query.data ?? null,
    loading: query.isFetching || query.isPending || waiting,
    failed: query.isError && !query.isFetching && !waiting,
    setPage,
    retry,
  };
}
