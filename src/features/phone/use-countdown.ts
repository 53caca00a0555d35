'use client';

import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `endsAt` (epoch ms), rounded up; 0 when there is none or it passed.
 * @example secondsLeft(61_000, 1_500) // 60
 */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * The resend countdown (account §4 "Countdown"): while it runs the send button is disabled;
 * it ticks once a second down to 0 and then re-enables. The end time lives in the feature's
 * store, so closing and reopening the modal (the error dialog does) keeps counting.
 * @example const left = useCountdown(resendAt); <button disabled={left > 0}>{left > 0 ? `${left}s` : '發送'}</button>
 */
export function useCountdown(endsAt: number | null): number {
  const [left, setLeft] = useState(() => secondsLeft(endsAt, Date.now()));

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(endsAt, Date.now()));
    tick();
    if (endsAt === null || endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  return left;
}
