'use client';

import { useT } from 'next-i18next/client';
import { formatDate, weekday } from '../chat-time';

/** The date of a group of messages with its weekday (chat spec §2), in Asia/Taipei. */
export function DateSeparator({ time }: { time: number }) {
  const { t } = useT('chat');
  const label = t('dateLabel', { date: formatDate(time), weekday: t(`weekdays.${weekday(time)}`) });
  return (
    <div role="separator" aria-label={label} className="flex items-center justify-center py-2">
      <span className="rounded-full bg-night-950/70 px-3 py-1 text-xs font-bold tracking-wide text-mist-300 ring-1 ring-white/10">
        {label}
      </span>
    </div>
  );
}
