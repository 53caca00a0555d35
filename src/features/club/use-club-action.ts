'use client';

/**
 * One club request at a time per screen (`useLobbyMutation`): a second tap
 * while one is in flight sends nothing. The answer shows as a toast — the entry's own text on
 * success, the server code's text on a refusal. What the action changes is read again by the
 * write itself (./requests.ts: each names its reads), a refusal included (an application already
 * decided means the screen was behind).
 */
import { useCallback } from 'react';
import { useLobbyMutation } from '@/http/lobby-queries';
import { showToast } from '@/ui/toast-store';
import type { Result } from '@/protocol';

export type ErrorText = (code: number, message?: string) => string;

export function useClubAction(errorText: ErrorText) {
  // The club calls carry no idempotency key.
  const { run, busy } = useLobbyMutation();
  const act = useCallback(
    async <R,>(
      key: string,
      send: () => Promise<Result<R>>,
      done?: (result: R) => string | null,
      /** A text of the caller's for a refusal (100017 with its time left); null: the code's text. */
      refused?: (out: Result<R>) => string | null,
    ): Promise<Result<R> | null> => {
      // run answers the very object `send` made: its refusal Result (100017's RetryAfter) stays on it
      const out = (await run(key, send)) as Result<R> | null;
      if (!out) return null;
      if (out.ok) {
        const text = done?.(out.result);
        if (text) showToast(text, { tone: 'success' });
      } else {
        showToast(refused?.(out) ?? errorText(out.code, out.message), { tone: 'error' });
      }
      return out;
    },
    [run, errorText],
  );
  return { act, busy };
}
