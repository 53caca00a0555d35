'use client';

/**
 * The reward pages' status over the lobby socket, in the query layer (src/http/socket-queries):
 * asked once the lobby socket is ready, again after a reconnect and once the next Taipei midnight
 * has passed; `act` sends one claim or spin at a time (a second tap while one is in flight sends
 * nothing) and applies the reply's bag.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Op, type Failure, type Result } from '@/protocol';
import type { RewardsStatusResult } from '@/protocol/rewards';
import { errorMessage, type TranslateFn } from '@/protocol/errors';
import { applyBag } from '@/features/wallet';
import { codeOf, lostOf } from '@/http/lobby-queries';
import { setSocketRead, useSocketQuery } from '@/http/socket-queries';
import { showToast } from '@/ui/toast-store';

/** A claim or spin request: `() => getSockets().lobby.request(Op.SevenDayClaim, {})`. */
type Send<R> = () => Promise<Result<R>>;

const STATUS = {} as const;

export function useRewards(t: TranslateFn, signedIn: boolean) {
  const query = useSocketQuery(Op.RewardsStatus, STATUS, { enabled: signedIn });
  const { refetch, error, errorUpdatedAt } = query;
  const status = query.data ?? null;
  // a refusal; a lost read waits for the next ready socket
  const refused = error !== null && !lostOf(error);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const refresh = useCallback(() => void refetch(), [refetch]);
  const setStatus = useCallback((update: (prev: RewardsStatusResult | undefined) => RewardsStatusResult | undefined) => {
    setSocketRead<RewardsStatusResult>(Op.RewardsStatus, STATUS, update);
  }, []);

  const showError = useCallback((out: Pick<Failure, 'code' | 'message'>) => {
    showToast(errorMessage(t, { code: out.code, message: out.message }) ?? '', { tone: 'error' });
  }, [t]);

  useEffect(() => {
    if (error && !lostOf(error)) showError({ code: codeOf(error), message: error.message });
  }, [error, errorUpdatedAt, showError]);

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

  return { status, setStatus, failed: refused, busy, act, refresh };
}
