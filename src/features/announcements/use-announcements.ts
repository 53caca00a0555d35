'use client';

/**
 * The news articles over the lobby's public helpers (`/api/v1/a10t/list`, `/info`), in the
 * page's language. Replies are checked against their schema: a malformed one reads as a
 * failure, never reaches a component.
 */
import { useCallback } from 'react';
import { codeOf, useLobbyPages, useLobbyQuery, type LobbyPages } from '@/http/lobby-queries';
import { useLocale } from '@/i18n/use-locale';
import {
  announcementApi,
  Code,
  type AnnouncementListRequest,
  type AnnouncementSummary,
} from '@/protocol';

export type ArticleList = LobbyPages<AnnouncementSummary>;

const articleId = (a: AnnouncementSummary) => a.ID;

/** Articles of `category` (0: all), `perPage` at a time, growing with `loadMore`. */
export function useArticleList(category: number, perPage: number): ArticleList {
  const lang = useLocale();
  const first: AnnouncementListRequest = { Lang: lang, Page: 1, PerPage: perPage, ...(category ? { Category: category } : {}) };
  return useLobbyPages(announcementApi.List, first, { idOf: articleId });
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
