'use client';

/**
 * The reward pages' status over the lobby socket: asked whenever the lobby socket is ready (a
 * reconnect refreshes it) and again once the next Taipei midnight has passed; `act` sends one
 * claim or spin at a time (a second tap while one is in flight sends nothing) and applies the
 * reply's bag.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Code, Op, type Reply } from '@/protocol';
import type { RewardsStatusResult } from '@/protocol/rewards';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { applyBag } from '@/features/wallet';
import { getSockets } from '@/socket';
import { useSocketState } from '@/socket/use-socket-state';
import { showToast } from '@/ui/toast-store';

/** A claim or spin request: `() => getSockets().lobby.request(Op.SevenDayClaim, {})`. */
type Send<R> = () => Promise<{ Code: number; Message: string; Result: R }>;

export function useRewards(t: TranslateFn, signedIn: boolean) {
  const lobbyReady = useSocketState('lobby') === 'ready' && signedIn;
  const [status, setStatus] = useState<RewardsStatusResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  const showError = useCallback((reply: Pick<Reply, 'Code' | 'Message'>) => {
    showToast(errorMessage(t, { code: reply.Code, message: reply.Message }) ?? '', { tone: 'error' });
  }, [t]);

  useEffect(() => {
    if (!lobbyReady) return;
    let live = true;
    getSockets()
      .lobby.request(Op.RewardsStatus, {})
      .then(
        (reply) => {
          if (!live) return;
          if (reply.Code === Code.Ok) {
            setStatus(reply.Result);
            setFailed(false);
          } else {
            setFailed(true);
            showError(reply);
          }
        },
        () => {}, // asked again when the socket is ready
      );
    return () => {
      live = false;
    };
  }, [lobbyReady, reload, showError]);

  // A new Taipei day (the server's clock decides): ask again once it has passed.
  const nextAt = status ? Math.min(status.SevenDay.NextAt, status.FireWheel.NextAt) : Number.POSITIVE_INFINITY;
  useEffect(() => {
    if (!Number.isFinite(nextAt)) return;
    const timer = setTimeout(refresh, Math.min(Math.max(nextAt - Date.now(), 0) + 1_000, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [nextAt, refresh]);

  /** Sends one claim or spin; answers its Ok result, or null (refused: the error is shown and the status asked again). */
  const act = useCallback(
    async <R extends { Bag: unknown }>(send: Send<R>): Promise<R | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      try {
        const reply = await send();
        if (reply.Code === Code.Ok) {
          applyBag(reply.Result.Bag);
          return reply.Result;
        }
        showError(reply);
        refresh();
        return null;
      } catch {
        refresh();
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [refresh, showError],
  );

  return { status, setStatus, failed, busy, act, refresh };
}
