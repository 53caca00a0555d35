'use client';

import { useEffect, useState } from 'react';
import { countdownText } from '../rules';

/** `text` with `{{time}}` counting down to `at` each second (HH:MM:SS). */
export function Countdown({ at, render }: { at: number; render: (time: string) => string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="text-center text-sm tabular-nums text-gold-300" role="timer" aria-live="off">
      {render(countdownText(at, now))}
    </p>
  );
}
