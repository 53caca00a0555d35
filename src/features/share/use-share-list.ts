'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListedPlayer } from '@/protocol';
import { appendRows, showSentinel, socketShareList, type ShareListSource } from './share-list';

export interface ShareListState {
  /** The nickname searched, or null for the friend list. */
  name: string | null;
  rows: ListedPlayer[];
  total: number;
  /** Pages loaded so far. */
  page: number;
  loading: boolean;
  /** Code of the last refusal, -1 when no reply came; null when fine. */
  error: number | null;
}

const initial = (name: string | null): ShareListState => ({ name, rows: [], total: 0, page: 0, loading: true, error: null });

/**
 * The dialog's rows: the friend list first; `search(name)` lists the players found instead
 * (an empty name does nothing, account §5); `reset()` clears the search and reloads the
 * friends; `loadMore()` adds the next 20 while more exist. A late answer to an older list is dropped.
 */
export function useShareList(source: ShareListSource = socketShareList) {
  const [state, setState] = useState<ShareListState>(() => initial(null));
  const generation = useRef(0);
  const busy = useRef(false);

  const load = useCallback(
    (name: string | null, page: number) => {
      const mine = generation.current;
      busy.current = true;
      source({ name, page }).then(
        (answer) => {
          if (mine !== generation.current) return;
          busy.current = false;
          setState((s) =>
            answer.ok
              ? { ...s, rows: page === 1 ? answer.rows : appendRows(s.rows, answer.rows), total: answer.total, page, loading: false, error: null }
              : { ...s, loading: false, error: answer.code },
          );
        },
        () => {
          if (mine !== generation.current) return;
          busy.current = false;
          setState((s) => ({ ...s, loading: false, error: -1 }));
        },
      );
    },
    [source],
  );

  const start = useCallback(
    (name: string | null) => {
      generation.current += 1;
      setState(initial(name));
      load(name, 1);
    },
    [load],
  );

  useEffect(() => {
    // The state starts as the friend list, loading: only its first page is asked for here.
    load(null, 1);
    return () => {
      generation.current += 1;
    };
  }, [load]);

  const search = useCallback(
    (name: string) => {
      const trimmed = name.trim();
      if (trimmed) start(trimmed);
    },
    [start],
  );
  const reset = useCallback(() => start(null), [start]);

  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (busy.current || !showSentinel(s.rows.length, s.total)) return;
    setState((prev) => ({ ...prev, loading: true }));
    load(s.name, s.page + 1);
  }, [load]);

  return { ...state, search, reset, loadMore, hasMore: showSentinel(state.rows.length, state.total) };
}
