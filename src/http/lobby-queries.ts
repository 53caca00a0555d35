'use client';

/**
 * The one home of server state read over HTTP (and of replies a socket request answers): TanStack
 * Query, through `useLobbyQuery`; writes through `useLobbyMutation`, which reads again what they change. zustand keeps what the sockets push and
 * UI state. One QueryClient for the tab, so what a page read is still there when the player comes
 * back to it. The hooks hand it to TanStack's hooks themselves (no provider in the app shell), so
 * a page that reads nothing over HTTP (home) does not carry the library (decision 316).
 */
import { keepPreviousData, QueryClient, useInfiniteQuery, useQueries, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { onForgetReads } from './forget-reads';
import { Code, lostResult, type BrowserEndpoint, type EndpointBody, type EndpointResult, type Failure, type Lost, type Result } from '@/protocol';
import { lobbyCall } from './lobby-call';
import { useLobbyCall } from './use-lobby-call';

/** A refusal (or a lost reply: Code.Silent, with `lost` saying why) as the error a query or mutation ends with. */
export class LobbyRefusal extends Error {
  constructor(readonly code: number, readonly serverMessage: string, readonly detail?: unknown, readonly lost?: Lost) {
    super(serverMessage || `lobby refused: ${code}`);
    this.name = 'LobbyRefusal';
  }
}

/** The Result's value, or its refusal thrown (what a query function answers). */
export function unwrap<R>(out: Result<R>): R {
  if (out.ok) return out.result;
  throw new LobbyRefusal(out.code, out.message, out.detail, out.lost);
}

/** A query's error as the Result failure it was (a refusal, or why no answer came). */
export function failureOf(error: unknown): Failure {
  if (!(error instanceof LobbyRefusal)) return lostResult('invalid-reply');
  const failure: Failure = { ok: false, code: error.code, message: error.serverMessage };
  if (error.detail !== undefined) failure.detail = error.detail;
  if (error.lost) failure.lost = error.lost;
  return failure;
}

/** Why a query's error got no answer (timeout, dropped socket, unreachable…); undefined for a refusal. */
export const lostOf = (error: unknown): Lost | undefined => (error instanceof LobbyRefusal ? error.lost : undefined);

/** The code of a query's error: a refusal's own, else Code.Silent. */
export const codeOf = (error: unknown): number => (error instanceof LobbyRefusal ? error.code : Code.Silent);

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // what was read a moment ago shows at once; it is read again when it is this old
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // a failed read says so at once and offers 重試 (as every screen did before the cache)
        retry: false,
      },
    },
  });
}

let browserClient: QueryClient | null = null;
let serverClient: QueryClient | null = null;

/**
 * The tab's QueryClient. On the server nothing is read (queries run in the browser), so one
 * client that never holds data serves every render.
 */
export function lobbyQueryClient(): QueryClient {
  if (typeof window === 'undefined') return (serverClient ??= newQueryClient());
  if (!browserClient) {
    const client = newQueryClient();
    onForgetReads({ clear: () => client.clear(), invalidate: (queryKey) => void client.invalidateQueries({ queryKey }) });
    browserClient = client;
  }
  return browserClient;
}

/** The query key of an endpoint's read: its path, then the body (invalidating by path drops every body). */
export const lobbyKey = (endpoint: BrowserEndpoint, body?: unknown): QueryKey => (body === undefined ? [endpoint.path] : [endpoint.path, body]);

/**
 * Reads `endpoint` with `body` through `lobbyCall`, cached under `lobbyKey(endpoint, body)`.
 * `enabled: false` waits (the session not known yet).
 */
export function useLobbyQuery<E extends BrowserEndpoint>(
  endpoint: E,
  body: EndpointBody<E>,
  options: {
    enabled?: boolean;
    via?: 'relay' | 'direct';
    /** `keepPreviousData`: the last body's answer shows while a new body's is read. */
    placeholder?: typeof keepPreviousData;
  } = {},
) {
  const { enabled = true, via, placeholder } = options;
  const call = useLobbyCall();
  return useQuery(
    {
      queryKey: via ? [...lobbyKey(endpoint, body), via] : lobbyKey(endpoint, body),
      queryFn: async (): Promise<EndpointResult<E>> => unwrap(await call(endpoint, body, via)),
      enabled,
      placeholderData: placeholder,
    },
    lobbyQueryClient(),
  );
}

type PagedResult = { List: readonly unknown[]; Total: number };
type ItemOf<E extends BrowserEndpoint> = EndpointResult<E> extends { List: readonly (infer T)[] } ? T : never;

/** A paged list as a screen shows it: the rows so far, growing with `loadMore`. */
export interface LobbyPages<T> {
  /** Null until the first page is in (or when it failed). */
  items: T[] | null;
  total: number;
  /** A failed page's code (Code.Silent when unreachable or malformed); null while fine. */
  error: number | null;
  loading: boolean;
  hasMore: boolean;
  loadMore(): void;
  /** A failed later page is asked again; a failed first page reads the list again. */
  retry(): void;
}

/**
 * Reads a paged list endpoint (`Page` in its body, `{ List, Total }` in its Result) page by page,
 * from `first` (its body for page 1). `idOf` drops a row a later page repeats (a row published
 * between two reads shifts the pages).
 */
export function useLobbyPages<E extends BrowserEndpoint>(
  endpoint: E,
  first: EndpointBody<E> & { Page: number },
  options: { enabled?: boolean; idOf?: (item: ItemOf<E>) => unknown } = {},
): LobbyPages<ItemOf<E>> {
  const { enabled = true, idOf } = options;
  const call = useLobbyCall();
  const query = useInfiniteQuery(
    {
      queryKey: lobbyKey(endpoint, first),
      queryFn: async ({ pageParam }: { pageParam: number }) => unwrap(await call(endpoint, { ...first, Page: pageParam })) as EndpointResult<E> & PagedResult,
      initialPageParam: 1,
      getNextPageParam: (last: PagedResult, pages: PagedResult[]) =>
        last.List.length > 0 && pages.reduce((n, p) => n + p.List.length, 0) < last.Total ? pages.length + 1 : undefined,
      enabled,
    },
    lobbyQueryClient(),
  );
  const items = useMemo(() => {
    if (!query.data) return null;
    const rows = query.data.pages.flatMap((p) => p.List as ItemOf<E>[]);
    if (!idOf) return rows;
    const seen = new Set<unknown>();
    return rows.filter((row) => !seen.has(idOf(row)) && (seen.add(idOf(row)), true));
  }, [query.data, idOf]);
  const failed = query.isError && !query.isFetching;
  const { fetchNextPage, refetch, isFetchNextPageError } = query;
  return {
    items,
    total: query.data?.pages.at(-1)?.Total ?? 0,
    error: failed ? codeOf(query.error) : null,
    loading: query.isPending || query.isFetchingNextPage || (query.isFetching && query.isError),
    hasMore: query.hasNextPage && !failed,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    retry: useCallback(() => void (isFetchNextPageError ? fetchNextPage() : refetch()), [isFetchNextPageError, fetchNextPage, refetch]),
  };
}

/** Reads `endpoint` once per body (each cached as `useLobbyQuery` would): the answers in order, undefined until in. */
export function useLobbyQueryList<E extends BrowserEndpoint>(endpoint: E, bodies: readonly EndpointBody<E>[]): (EndpointResult<E> | undefined)[] {
  const call = useLobbyCall();
  return useQueries(
    {
      queries: bodies.map((body) => ({
        queryKey: lobbyKey(endpoint, body),
        queryFn: async (): Promise<EndpointResult<E>> => unwrap(await call(endpoint, body)),
      })),
      combine: (results) => results.map((r) => r.data),
    },
    lobbyQueryClient(),
  );
}

/** Drops the cached reads of these endpoints (every body): what shows them reads them again. */
export function invalidateReads(...endpoints: BrowserEndpoint[]): Promise<void[]> {
  const client = lobbyQueryClient();
  return Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: lobbyKey(e) })));
}

/**
 * A write through `lobbyCall` that names the reads it changes: after an answer (success or
 * refusal; a refusal such as an application already decided means the screen was behind) those
 * reads are read again. A lost reply (Code.Silent) changes nothing known, so nothing is re-read.
 * @example lobbyWrite(clubApi.Accept, { ApplicationID: 7 }, [clubApi.ApplicationList, clubApi.MemberList, clubApi.Info])
 */
export async function lobbyWrite<E extends BrowserEndpoint>(endpoint: E, body: EndpointBody<E>, changes: readonly BrowserEndpoint[]): Promise<Result<EndpointResult<E>>> {
  const out = await lobbyCall(endpoint, body);
  if (out.ok || out.code !== Code.Silent) void invalidateReads(...changes);
  return out;
}

/** Puts a write's answer where its read is cached (the write answered the new state). */
export function setRead<E extends BrowserEndpoint>(endpoint: E, body: EndpointBody<E>, value: EndpointResult<E>): void {
  lobbyQueryClient().setQueryData(lobbyKey(endpoint, body), value);
}

/**
 * Writes, one at a time per screen: a second `run` while one is in flight sends nothing (answers
 * null). After an answer (success or refusal), the reads in `invalidates` are read again: a write
 * names what it changes. For money, `requestId` (e.g. `() => newRequestId('buy')`) makes the
 * retry idempotent: `run` for the same `key` after a lost reply (Code.Silent) sends the same id,
 * so the server makes one order of both.
 */
export function useLobbyMutation(options: { invalidates?: readonly BrowserEndpoint[]; requestId?: () => string } = {}) {
  const pending = useRef<{ key: string; id: string } | null>(null);
  const inFlight = useRef(false);
  // set in the tap's own event, so the very next render (a second tap) already sees it
  const [busy, setBusy] = useState(false);
  const { invalidates, requestId } = options;
  const run = useCallback(
    async <R,>(key: string, send: (requestId: string) => Promise<Result<R>>): Promise<Result<R> | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      try {
        const id = pending.current?.key === key ? pending.current.id : (requestId?.() ?? '');
        pending.current = { key, id };
        const out = await send(id);
        // an answer ends this key and changed the server; a lost reply keeps the key for the retry
        if (out.ok || out.code !== Code.Silent) {
          pending.current = null;
          if (invalidates?.length) void invalidateReads(...invalidates);
        }
        return out;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [invalidates, requestId],
  );
  return { run, busy };
}
