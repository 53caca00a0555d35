'use client';

import { useCountdown } from '@/features/phone';
import { countdownText } from '@/features/rewards';

/** `text(HH:MM:SS)` while `until` (epoch ms) is ahead, ticking each second; nothing after. */
export function CountdownText({ until, text, className = '' }: { until: number; text: (time: string) => string; className?: string }) {
  const left = useCountdown(until);
  if (left <= 0) return null;
  return (
    <p role="status" data-testid="club-countdown" className={`text-sm font-bold text-gold-300 ${className}`}>
      {text(countdownText(left * 1000, 0))}
    </p>
  );
}
