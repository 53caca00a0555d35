'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { BankBookResult } from '@/protocol';
import type { PassbookTabValue } from '@/protocol/passbook-rules';
import { useSocketState } from '@/socket/use-socket-state';
import type { PassbookLoader } from './request';
import { passbookRequest } from './request-payload';
import { usePassbookStore } from './store';

export interface PassbookView {
  tab: PassbookTabValue;
  page: number;
  /** The last page of this tab that arrived (kept while the next one loads); null before. */
  result: BankBookResult | null;
  loading: boolean;
  /** A refusal's Code, or -1 when no answer came (timeout, unreadable reply). */
  failedCode: number | null;
  setTab(tab: PassbookTabValue): void;
  setPage(page: number): void;
  retry(): void;
}

/** One request's identity: a new key is a new request (a reset, the tab, the page, the language, a retry). */
function requestKey(generation: number, tab: PassbookTabValue, page: number, lang: string, attempt: number): string {
  return `${generation}:${tab}:${page}:${lang}:${attempt}`;
}

/** What came back for one request (`key`); `lost`: the connection dropped on the way. */
interface Answer {
  key: string;
  failedCode: number | null;
  lost: boolean;
}

/**
 * One passbook viewer's state: the tab and page asked for and the answer on screen. Only the
 * newest request's answer counts; a request lost with the connection is asked again when the
 * lobby socket is ready; a reset (sign-out, another player) starts over at 日金 page 1.
 */
export function usePassbook({
  load,
  lang,
  initialTab,
  now = Date.now,
  first = null,
}: {
  load: PassbookLoader;
  lang: string;
  initialTab: PassbookTabValue;
  now?: () => number;
  /** Page 1 of `initialTab` as the server read it (./passbook-first-page.ts): shown at once, not asked again. */
  first?: { lang: string; result: BankBookResult } | null;
}): PassbookView {
  const generation = usePassbookStore((state) => state.generation);
  const lobbyReady = useSocketState('lobby') === 'ready';
  const [tab, setTabState] = useState(initialTab);
  const [page, setPageState] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // the server's first page stands for the first request's answer (same key: tab, page 1, lang)
  const [seed] = useState(() => (first && first.lang === lang ? { key: requestKey(generation, initialTab, 1, lang, 0), result: first.result } : null));
  const [answer, setAnswer] = useState<Answer | null>(seed ? { key: seed.key, failedCode: null, lost: false } : null);
  const [shown, setShown] = useState<{ tab: PassbookTabValue; generation: number; result: BankBookResult } | null>(
    seed ? { tab: initialTab, generation, result: seed.result } : null,
  );
  const latest = useRef(seed?.key ?? '');
  const answered = useRef(seed?.key ?? '');

  // A reset: back to the first page of the first tab (state derived during render).
  const [seenGeneration, setSeenGeneration] = useState(generation);
  if (seenGeneration !== generation) {
    setSeenGeneration(generation);
    setTabState(initialTab);
    setPageState(1);
  }

  const key = requestKey(generation, tab, page, lang, attempt);
  const current = answer?.key === key ? answer : null;
  const resend = current?.lost === true && lobbyReady;

  useEffect(() => {
    if (answered.current === key && !resend) return;
    latest.current = key;
    const asked = { tab, generation };
    load(passbookRequest(tab, page, lang, now())).then((reply) => {
      if (latest.current !== key) return;
      answered.current = key;
      if (reply.ok) {
        setShown({ ...asked, result: reply.result });
        setAnswer({ key, failedCode: null, lost: false });
      } else if (reply.lost) {
        // Dropped or stopped: keep waiting; asked again once the socket is ready.
        const lost = reply.lost === 'disconnected' || reply.lost === 'stopped';
        setAnswer({ key, failedCode: lost ? null : -1, lost });
      } else {
        setAnswer({ key, failedCode: reply.code, lost: false });
      }
    });
    // `load` and `now` are fixed for a viewer's life; `key` holds tab, page, lang and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, resend]);

  const setTab = useCallback(
    (next: PassbookTabValue) => {
      if (next === tab) return;
      setTabState(next);
      setPageState(1);
    },
    [tab],
  );
  const setPage = useCallback((next: number) => setPageState(Math.max(1, next)), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return {
    tab,
    page,
    result: shown && shown.tab === tab && shown.generation === generation ? shown.result : null,
    loading: current === null || current.lost,
    failedCode: current?.failedCode ?? null,
    setTab,
    setPage,
    retry,
  };
}
