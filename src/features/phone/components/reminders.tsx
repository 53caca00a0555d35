'use client';

import { useT } from 'next-i18next/client';

/** The 溫馨提醒 box under a phone form: one line per rule. */
export function Reminders({ lines }: { lines: readonly string[] }) {
  const { t } = useT('auth');
  return (
    <section aria-label={t('phone.remindersTitle')} className="rounded-2xl bg-night-950/50 px-4 py-3 ring-1 ring-white/10">
      <h3 className="mb-1 text-xs font-bold tracking-wide text-gold-300">{t('phone.remindersTitle')}</h3>
      <ul className="list-disc space-y-0.5 pl-4 text-xs leading-relaxed text-mist-400 marker:text-gold-500">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
