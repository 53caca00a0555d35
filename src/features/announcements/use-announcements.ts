'use client';

/**
 * The news articles over the lobby's public helpers (`/api/v1/a10t/list`, `/info`), in the
 * page's language. Replies are checked against their schema: a malformed one reads as a
 * failure, never reaches a component.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLobbyCall } from '@/http/use-lobby-call';
import { useLocale } from '@/i18n/use-locale';
import {
  announcementApi,
  Code,
  type AnnouncementInfo,
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
  const key = `${lang}:${category}:${perPage}`;
  // What to show: a page of a key (a new category or language starts from its first page).
  const [want, setWant] = useState({ key, page: 1, attempt: 0 });
  if (want.key !== key) setWant({ key, page: 1, attempt: 0 });
  const [got, setGot] = useState<{ key: string; page: number; attempt: number; items: AnnouncementSummary[]; total: number; error: number | null } | null>(null);

  useEffect(() => {
    let live = true;
    const body: AnnouncementListRequest = { Lang: lang, Page: want.page, PerPage: perPage, ...(category ? { Category: category } : {}) };
    void call(announcementApi.List, body).then((reply) => {
      if (!live) return;
      setGot((prev) => {
        const base = prev?.key === want.key ? prev.items : [];
        if (!reply.ok) return { key: want.key, page: want.page, attempt: want.attempt, items: base, total: prev?.key === want.key ? prev.total : 0, error: reply.code };
        const seen = new Set(base.map((a) => a.ID));
        return { key: want.key, page: want.page, attempt: want.attempt, items: [...base, ...reply.result.List.filter((a) => !seen.has(a.ID))], total: reply.result.Total, error: null };
      });
    });
    return () => {
      live = false;
    };
    // `want` changes exactly when a page is to be fetched (its key carries lang and category).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, want]);

  const mine = got?.key === key ? got : null;
  const settled = mine !== null && mine.page === want.page && mine.attempt === want.attempt;
  return {
    items: mine && (mine.page > 1 || settled) && !(mine.error !== null && mine.page === 1) ? mine.items : null,
    total: mine?.total ?? 0,
    error: settled ? mine.error : null,
    loading: !settled,
    hasMore: mine !== null && mine.error === null && mine.items.length < mine.total,
    loadMore: useCallback(() => setWant((w) => ({ ...w, page: w.page + 1 })), []),
    retry: useCallback(() => setWant((w) => ({ ...w, attempt: w.attempt + 1 })), []),
  };
}

/** One article with its body: `article` once loaded, `error` its code (200401 unknown). */
export function useArticle(id: number) {
  const call = useLobbyCall();
  const lang = useLocale();
  const [result, setResult] = useState<{ key: string; article: AnnouncementInfo | null; error: number | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = `${lang}:${id}:${attempt}`;
  const valid = Number.isSafeInteger(id) && id >= 1;

  useEffect(() => {
    if (!valid) return;
    let live = true;
    void call(announcementApi.Info, { ID: id, Lang: lang }).then((reply) => {
      if (!live) return;
      if (reply.ok) setResult({ key, article: reply.result, error: null });
      else setResult({ key, article: null, error: reply.code });
    });
    return () => {
      live = false;
    };
  }, [call, lang, id, key, valid]);

  // An id that cannot be one (the route's `abc`) is unknown without asking.
  const current = !valid ? { article: null, error: Code.AnnouncementNotFound } : result?.key === key ? result : null;
  return { article: current?.article ?? null, error: current?.error ?? null, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
