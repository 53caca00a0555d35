'use client';

import { useCallback, useEffect, useState } from 'react';
import { GiftRecordLimits, type GiftRecordsResult } from '@/protocol/gift-records';
import { useSocketState } from '@/socket/use-socket-state';
import type { GiftRecordsLoader } from './request';

export interface GiftRecordsView {
  page: number;
  /** The last page that arrived (kept while the next one loads). */
  result: GiftRecordsResult | null;
  loading: boolean;
  /** The last ask was refused or got no answer. */
  failed: boolean;
  setPage(page: number): void;
  retry(): void;
}

interface Answer {
  key: string;
  failed: boolean;
  /** The connection dropped on the way: asked again once the lobby socket is ready. */
  lost: boolean;
}

/**
 * The gift records on screen: the page asked for (10 a page, account §9); a request lost with
 * the connection is asked again when the lobby socket is ready; only the newest ask counts.
 */
export function useGiftRecords(load: GiftRecordsLoader): GiftRecordsView {
  const lobbyReady = useSocketState('lobby') === 'ready';
  const [page, setPageState] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<GiftRecordsResult | null>(null);
  const key = `${page}:${attempt}`;
  const current = answer?.key === key ? answer : null;
  const resend = current?.lost === true && lobbyReady;

  useEffect(() => {
    if (current && !resend) return;
    let live = true;
    load({ Page: page, PerPage: GiftRecordLimits.PerPage }).then((reply) => {
      if (!live) return;
      if (reply.ok) setShown(reply.result);
      // Dropped or stopped: keep waiting; asked again once the socket is ready.
      const lost = !reply.ok && (reply.lost === 'disconnected' || reply.lost === 'stopped');
      setAnswer({ key, failed: !reply.ok && !lost, lost });
    });
    return () => {
      live = false;
    };
    // `load` is fixed for the page's life; `key` holds the page and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, resend]);

  const setPage = useCallback((next: number) => setPageState(Math.max(1, next)), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { page, result: shown, loading: current === null || current.lost, failed: current?.failed ?? false, setPage, retry };
}
