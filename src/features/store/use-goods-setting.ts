'use client';

import { useCallback, useEffect, useState } from 'react';
import type { GoodsSettingResult, StoreFilter } from '@/protocol';
import { loadGoodsSetting } from './requests';

export type GoodsState = { phase: 'loading' } | { phase: 'error'; code: number } | { phase: 'ready'; setting: GoodsSettingResult };

/** The brand's goods_setting for `filter`, asked when `enabled` (signed in); `retry` asks again. */
export function useGoodsSetting(enabled: boolean, filter: StoreFilter = 'all') {
  const [attempt, setAttempt] = useState(0);
  const key = `${filter}|${attempt}`;
  const [answered, setAnswered] = useState<{ key: string; state: GoodsState } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void loadGoodsSetting(filter).then((out) => {
      if (live) setAnswered({ key, state: out.ok ? { phase: 'ready', setting: out.result } : { phase: 'error', code: out.code } });
    });
    return () => {
      live = false;
    };
  }, [enabled, filter, key]);

  // the previous filter's goods stay on screen while the next loads (no flash of 載入中)
  const state: GoodsState = answered?.key === key ? answered.state : answered?.state.phase === 'ready' ? answered.state : { phase: 'loading' };
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
