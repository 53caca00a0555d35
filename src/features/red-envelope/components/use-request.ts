'use client';

import { useCallback, useEffect, useState } from 'react';

/** A request's state in a component: loading, or its answer (a Result: success, refusal or no reply). */
export type Requested<R> = { state: 'loading' } | { state: 'done'; reply: R };

/** Runs `run` when `key` changes (and on `reload()`); a late answer for an old key is dropped. */
export function useRequest<R>(key: string, run: () => Promise<R>): [Requested<R>, () => void] {
  const [result, setResult] = useState<Requested<R> & { key: string; round: number }>({ state: 'loading', key, round: 0 });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    run().then((reply) => live && setResult({ state: 'done', reply, key, round }));
    return () => {
      live = false;
    };
    // `run` is re-created by every render; the key says what it asks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return [result.key === key && result.round === round ? result : { state: 'loading' }, reload];
}
