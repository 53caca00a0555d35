'use client';

/**
 * The reward pages' status over the lobby socket: asked whenever the lobby socket is ready (a
 * reconnect refreshes it) and again once the next Taipei midnight has passed; `act` sends one
 * claim or spin at a time (a second tap while one is in flight sends nothing) and applies the
 * reply's bag.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Op, type Failure, type Result } from '@/protocol';
import type { RewardsStatusResult } from '@/protocol/rewards';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { applyBag } from '@/features/wallet';
import { getSockets } from '@/socket';
import { useSocketState } from '@/socket/use-socket-state';
import { showToast } from '@/ui/toast-store';

/** A claim or spin request: `() => getSockets().lobby.request(Op.SevenDayClaim, {})`. */
type Send<R> = () => Promise<Result<R>>;

export function useRewards(t: TranslateFn, signedIn: boolean) {
  const lobbyReady = useSocketState('lobby') === 'ready' && signedIn;
  const [status, setStatus] = useState<RewardsStatusResult | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  const showError = useCallback((out: Failure) => {
    showToast(errorMessage(t, { code: out.code, message: out.message }) ?? '', { tone: 'error' });
  }, [t]);

  useEffect(() => {
    if (!lobbyReady) return;
    let live = true;
    void getSockets()
      .lobby.request(Op.RewardsStatus, {})
      .then((out) => {
        if (!live || (!out.ok && out.lost)) return; // no answer: asked again when the socket is ready
        setFailed(!out.ok);
        if (out.ok) setStatus(out.result);
        else showError(out);
      });
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
      const out = await send();
      inFlight.current = false;
      setBusy(false);
      if (out.ok) {
        applyBag(out.result.Bag);
        return out.result;
      }
      if (!out.lost) showError(out);
      refresh();
      return null;
    },
    [refresh, showError],
  );

  return { status, setStatus, failed, busy, act, refresh };
}
