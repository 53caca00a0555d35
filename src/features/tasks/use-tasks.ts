'use client';

/**
 * The task list over the lobby socket, in the query layer (src/http/socket-queries): asked once
 * the lobby socket is ready, again after a reconnect and after a reset time passes; a claim puts
 * the reply's task into the cached list and its bag into the wallet.
 */
import { useCallback, useEffect, useState } from 'react';
import { Op } from '@/protocol';
import type { Task, TaskListResult } from '@/protocol/tasks';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { applyBag } from '@/features/wallet';
import { codeOf, lostOf } from '@/http/lobby-queries';
import { setSocketRead, useSocketQuery } from '@/http/socket-queries';
import { getSockets } from '@/socket';
import { showToast } from '@/ui/toast-store';

const LIST = {} as const;

export function useTasks(t: TranslateFn, signedIn: boolean) {
  const list = useSocketQuery(Op.TaskList, LIST, { enabled: signedIn });
  const [busy, setBusy] = useState<readonly number[]>([]);
  const tasks: Task[] | null = list.data?.Tasks ?? null;
  const { refetch, error, errorUpdatedAt } = list;

  // A refusal says so once (a lost read is asked again when the socket is ready).
  useEffect(() => {
    if (error && !lostOf(error)) showToast(errorMessage(t, { code: codeOf(error), message: error.message }) ?? '', { tone: 'error' });
  }, [error, errorUpdatedAt, t]);

  // The next reset: ask again once it has passed (the server's clock decides the period).
  const nextReset = tasks?.reduce((m, x) => Math.min(m, x.ResetAt), Number.POSITIVE_INFINITY) ?? Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(nextReset)) return;
    const wait = Math.min(Math.max(nextReset - Date.now(), 0) + 1_000, 2 ** 31 - 1);
    const timer = setTimeout(() => void refetch(), wait);
    return () => clearTimeout(timer);
  }, [nextReset, refetch]);

  const claim = useCallback(
    async (id: number, done: string) => {
      setBusy((b) => [...b, id]);
      const out = await getSockets().lobby.request(Op.TaskClaim, { TaskID: id });
      setBusy((b) => b.filter((x) => x !== id));
      if (out.ok) {
        applyBag(out.result.Bag);
        setSocketRead<TaskListResult>(Op.TaskList, LIST, (cached) => cached && { ...cached, Tasks: cached.Tasks.map((x) => (x.TaskID === id ? out.result.Task : x)) });
        showToast(done, { tone: 'success' });
      } else if (out.lost) {
        // no answer: the list is read again, so a claim that went through shows as claimed
        void refetch();
      } else {
        showToast(errorMessage(t, { code: out.code, message: out.message }) ?? '', { tone: 'error' });
      }
    },
    [t, refetch],
  );

  return { tasks, busy, claim };
}
