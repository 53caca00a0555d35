'use client';

/**
 * The task list over the lobby socket: asked whenever the lobby socket is ready (so a
 * reconnect refreshes it) and again after a reset time passes; a claim applies the reply's
 * task and bag.
 */
import { useCallback, useEffect, useState } from 'react';
import { Op } from '@/protocol';
import type { Task } from '@/protocol/tasks';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { applyBag } from '@/features/wallet';
import { getSockets } from '@/socket';
import { useSocketState } from '@/socket/use-socket-state';
import { showToast } from '@/ui/toast-store';

export function useTasks(t: TranslateFn, signedIn: boolean) {
  const lobbyReady = useSocketState('lobby') === 'ready' && signedIn;
  const [tasks, setTasks] = useState<Task[] | null>(null);
  const [busy, setBusy] = useState<readonly number[]>([]);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!lobbyReady) return;
    let live = true;
    void getSockets()
      .lobby.request(Op.TaskList, {})
      .then((out) => {
        if (!live) return;
        if (out.ok) setTasks(out.result.Tasks);
        // no answer: asked again when the socket is ready
        else if (!out.lost) showToast(errorMessage(t, { code: out.code, message: out.message }) ?? '', { tone: 'error' });
      });
    return () => {
      live = false;
    };
  }, [lobbyReady, reload, t]);

  // The next reset: ask again once it has passed (the server's clock decides the period).
  const nextReset = tasks?.reduce((m, x) => Math.min(m, x.ResetAt), Number.POSITIVE_INFINITY) ?? Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(nextReset)) return;
    const wait = Math.min(Math.max(nextReset - Date.now(), 0) + 1_000, 2 ** 31 - 1);
    const timer = setTimeout(() => setReload((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [nextReset]);

  const claim = useCallback(
    async (id: number, done: string) => {
      setBusy((b) => [...b, id]);
      const out = await getSockets().lobby.request(Op.TaskClaim, { TaskID: id });
      setBusy((b) => b.filter((x) => x !== id));
      if (out.ok) {
        applyBag(out.result.Bag);
        setTasks((list) => list?.map((x) => (x.TaskID === id ? out.result.Task : x)) ?? null);
        showToast(done, { tone: 'success' });
      } else if (out.lost) {
        // no answer: the list is read again, so a claim that went through shows as claimed
        setReload((n) => n + 1);
      } else {
        showToast(errorMessage(t, { code: out.code, message: out.message }) ?? '', { tone: 'error' });
      }
    },
    [t],
  );

  return { tasks, busy, claim };
}
