'use client';

/**
 * Reads a socket request answers, in the one query layer (./lobby-queries: the tab's QueryClient,
 * its cache and refetch on focus), as `useLobbyQuery` reads an HTTP path. `useSocketQuery(op,
 * payload)` asks with `request()` once the socket is ready, caches under `socketKey(op, payload)`,
 * and reads again after a reconnect (what changed while the socket was down is not known). A
 * write's answer goes where the read is cached (`setSocketRead`), or the read is read again.
 * What the sockets push stays in zustand stores.
 */
import { useQuery, type keepPreviousData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ResultOf } from '@/protocol';
import { getSockets, type RequestPayload, type RequestableOp } from '@/socket';
import { useSocketState } from '@/socket/use-socket-state';
import type { SocketKind } from '@/socket/types';
import { socketKey } from './forget-reads';
import { lobbyQueryClient, unwrap } from './lobby-queries';

export { forgetSocketReads, socketKey } from './forget-reads';

/**
 * Reads `op` with `payload` on the `kind` socket (lobby unless told) while it is ready and
 * `enabled`. The query's error is a `LobbyRefusal`: a refusal's code, or `lost` (./lobby-queries
 * `lostOf`) when no answer came; a lost read is asked again once the socket is ready again.
 * @example const tasks = useSocketQuery(Op.TaskList, {}, { enabled: signedIn })
 */
export function useSocketQuery<O extends RequestableOp, T = ResultOf<O>>(
  op: O,
  payload: RequestPayload<O>,
  options: {
    enabled?: boolean;
    kind?: SocketKind;
    /** How to ask (default: `request(op, payload)` on `kind`, unwrapped); a refusal is thrown as `unwrap` does. */
    read?: (payload: RequestPayload<O>) => Promise<T>;
    /** `keepPreviousData`: the last payload's answer shows while a new payload's is read (a pager). */
    placeholder?: typeof keepPreviousData;
  } = {},
) {
  const { enabled = true, kind = 'lobby', read, placeholder } = options;
  const ready = useSocketState(kind) === 'ready';
  const query = useQuery(
    {
      queryKey: socketKey(op, payload),
      queryFn: async (): Promise<T> => (read ? read(payload) : (unwrap(await getSockets()[kind].request(op, payload)) as T)),
      enabled: ready && enabled,
      placeholderData: placeholder,
    },
    lobbyQueryClient(),
  );
  // A reconnect reads again; an answer already on its way is not asked twice.
  const wasReady = useRef(ready);
  const { refetch, isFetched } = query;
  useEffect(() => {
    if (ready && !wasReady.current && enabled && isFetched) void refetch({ cancelRefetch: false });
    wasReady.current = ready;
  }, [ready, enabled, isFetched, refetch]);
  return query;
}

/** Puts a write's answer where a socket read is cached (the write answered the new state). */
export function setSocketRead<T>(op: RequestableOp, payload: object, update: (current: T | undefined) => T | undefined): void {
  lobbyQueryClient().setQueryData<T>(socketKey(op, payload), update);
}
