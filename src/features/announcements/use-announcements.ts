'use client';

/**
 * The news articles over the lobby's public helpers (`/api/v1/a10t/list`, `/info`), in the
 * page's language. Replies are checked against their schema: a malformed one reads as a
 * failure, never reaches a component.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { codeOf, lobbyKey, lobbyQueryClient, unwrap, useLobbyQuery } from '@/http/lobby-queries';
import { useLobbyCall } from '@/http/use-lobby-call';
import { useLocale } from '@/i18n/use-locale';
import {
  announcementApi,
  Code,
  type AnnouncementListRequest,
  type AnnouncementSummary,
} from '@/protocol';

export interface ArticleList {
  items: AnnouncementSummary[] | null;
  total: number;
  /** A failed page's code (100000 when unreachable or malformed); null while fine. */
  error: number | null;
  loading: boolean;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

/** Articles of `category` (0: all), `perPage` at a time, growing with `loadMore`. */
export function useArticleList(category: number, perPage: number): ArticleList {
  const call = useLobbyCall();
  const lang = useLocale();
  const base: AnnouncementListRequest = { Lang: lang, Page: 1, PerPage: perPage, ...(category ? { Category: category } : {}) };
  const query = useInfiniteQuery({
    queryKey: lobbyKey(announcementApi.List, base),
    queryFn: async ({ pageParam }) => unwrap(await call(announcementApi.List, { ...base, Page: pageParam })),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((n, p) => n + p.List.length, 0) < last.Total && last.List.length > 0 ? pages.length + 1 : undefined),
  }, lobbyQueryClient());
  // pages can overlap when an article is published between two reads: each shows once
  const items = useMemo(() => {
    if (!query.data) return null;
    const seen = new Set<number>();
    return query.data.pages.flatMap((p) => p.List).filter((a) => !seen.has(a.ID) && (seen.add(a.ID), true));
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.Total ?? 0;
  const failed = query.isError && !query.isFetching;
  const { fetchNextPage, refetch, isFetchNextPageError } = query;
  return {
    items,
    total,
    error: failed ? codeOf(query.error) : null,
    loading: query.isPending || query.isFetchingNextPage || (query.isFetching && query.isError),
    hasMore: query.hasNextPage && !failed,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    // a failed later page is asked again; a failed first page reads the list again
    retry: useCallback(() => void (isFetchNextPageError ? fetchNextPage() : refetch()), [isFetchNextPageError, fetchNextPage, refetch]),
  };
}

/** One article with its body: `article` once loaded, `error` its code (200401 unknown). */
export function useArticle(id: number) {
  const lang = useLocale();
  const valid = Number.isSafeInteger(id) && id >= 1;
  const query = useLobbyQuery(announcementApi.Info, { ID: valid ? id : 1, Lang: lang }, { enabled: valid });
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  // An id that cannot be one (the route's `abc`) is unknown without asking.
  if (!valid) return { article: null, error: Code.AnnouncementNotFound, retry };
  return { article: query.data ?? null, error: query.isError && !query.isFetching ? codeOf(query.error) : null, retry };
}
