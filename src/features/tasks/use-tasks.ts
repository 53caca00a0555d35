'use client';

/**
 * The task list over the lobby socket: asked whenever the lobby socket is ready (so a
 * reconnect refreshes it) and again after a reset time passes; a claim applies the reply's
 * task and bag.
 */
import { useCallback, useEffect, useState } from 'react';
import { Code, Op } from '@/protocol';
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
    getSockets()
      .lobby.request(Op.TaskList, {})
      .then(
        (reply) => {
          if (!live) return;
          if (reply.Code === Code.Ok) setTasks(reply.Result.Tasks);
          else showToast(errorMessage(t, { code: reply.Code, message: reply.Message }) ?? '', { tone: 'error' });
        },
        () => {}, // asked again when the socket is ready
      );
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
      try {
        const reply = await getSockets().lobby.request(Op.TaskClaim, { TaskID: id });
        if (reply.Code === Code.Ok) {
          applyBag(reply.Result.Bag);
          setTasks((list) => list?.map((x) => (x.TaskID === id ? reply.Result.Task : x)) ?? null);
          showToast(done, { tone: 'success' });
        } else {
          showToast(errorMessage(t, { code: reply.Code, message: reply.Message }) ?? '', { tone: 'error' });
        }
      } catch {
        setReload((n) => n + 1);
      } finally {
        setBusy((b) => b.filter((x) => x !== id));
      }
    },
    [t],
  );

  return { tasks, busy, claim };
}
