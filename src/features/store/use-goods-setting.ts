'use client';

import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { codeOf, useLobbyQuery } from '@/http/lobby-queries';
import { storeApi, type GoodsSettingResult, type StoreFilter } from '@/protocol';

export type GoodsState = { phase: 'loading' } | { phase: 'error'; code: number } | { phase: 'ready'; setting: GoodsSettingResult };

/** The brand's goods_setting for `filter`, read when `enabled` (signed in); `retry` reads again. */
export function useGoodsSetting(enabled: boolean, filter: StoreFilter = 'all') {
  // the previous filter's goods stay on screen while the next loads (no flash of 載入中)
  const read = useLobbyQuery(storeApi.GoodsSetting, { Filter: filter }, { enabled, placeholder: keepPreviousData });
  const state: GoodsState = read.data
    ? { phase: 'ready', setting: read.data }
    : read.isError && !read.isFetching
      ? { phase: 'error', code: codeOf(read.error) }
      : { phase: 'loading' };
  const { refetch } = read;
  return { state, retry: useCallback(() => void refetch(), [refetch]) };
}
