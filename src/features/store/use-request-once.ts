'use client';

/**
 * One money request at a time with its idempotency key: a second tap while one is in flight
 * sends nothing, and a retry of the same thing after a lost reply (Code 100000: unreachable or
 * unreadable) sends the same RequestID, so the server makes one order or exchange of both.
 */
import { useCallback, useRef, useState } from 'react';
import { Code } from '@/protocol/codes';
import { newRequestId } from './request-id';
import type { Result } from '@/protocol';

export function useRequestOnce(prefix: Parameters<typeof newRequestId>[0]) {
  const inFlight = useRef(false);
  const pending = useRef<{ key: string; id: string } | null>(null);
  const [busy, setBusy] = useState(false);

  /** Sends `send(requestId)` for `key` (what is bought); null when another request is in flight. */
  const run = useCallback(
    async <R,>(key: string, send: (requestId: string) => Promise<Result<R>>): Promise<Result<R> | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      const id = pending.current?.key === key ? pending.current.id : newRequestId(prefix);
      pending.current = { key, id };
      try {
        const out = await send(id);
        // an answer (success or refusal) ends this key; a lost reply keeps it for the retry
        if (out.ok || out.code !== Code.Silent) pending.current = null;
        return out;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [prefix],
  );
  return { run, busy };
}
