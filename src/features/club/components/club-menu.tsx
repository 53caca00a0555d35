'use client';

import { RedDot } from '@/ui/red-dot';
import { clubMenuFor, DESTRUCTIVE_ENTRIES, type ClubMenuEntry } from '../menu';
import type { ClubTexts } from './club-page';

/**
 * The club menu: only the entries `role` may use (hidden, not disabled); 解散 / 退出 last, in
 * red. 紅包 only where the brand offers envelopes. 申請列表 carries the count of waiting applications.
 */
export function ClubMenu({
  role,
  hidden,
  applications,
  onOpen,
  texts,
}: {
  role: number;
  /** Entries the brand does not offer (the red envelope). */
  hidden: ReadonlySet<ClubMenuEntry>;
  applications: number;
  onOpen: (entry: ClubMenuEntry) => void;
  texts: ClubTexts;
}) {
  const { tk } = texts;
  const entries = clubMenuFor(role).filter((entry) => !hidden.has(entry));
  return (
    <ul data-testid="club-menu" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {entries.map((entry) => {
        const danger = DESTRUCTIVE_ENTRIES.has(entry);
        return (
          <li key={entry} className={danger ? 'col-span-3 sm:col-span-2' : undefined}>
            <button
              type="button"
              data-entry={entry}
              onClick={() => onOpen(entry)}
              className={`relative flex min-h-12 w-full items-center justify-center rounded-2xl px-2 py-2 text-center text-sm font-bold leading-tight transition active:scale-[0.97] ${
                danger ? 'bg-ruby-500/15 text-red-200 ring-1 ring-ruby-500/50 hover:bg-ruby-500/25' : 'bg-night-900/70 text-white ring-1 ring-white/10 hover:ring-gold-400/60'
              }`}
            >
              {tk(`menu.${entry}`)}
              {entry === 'applications' && applications > 0 ? <RedDot count={applications} className="absolute -right-1 -top-1" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
