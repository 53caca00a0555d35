'use client';

import type { ListedPlayer } from '@/protocol';

export interface ShareRowsProps {
  rows: readonly ListedPlayer[];
  selected: ReadonlySet<number>;
  onToggle: (playerId: number) => void;
  ts: (key: string, options?: Record<string, unknown>) => string;
}

const box = 'h-5 w-5 shrink-0 cursor-pointer rounded accent-gold-400';

/** The rows (account §2 "Share dialog"): nickname, player ID, level and a select box each. */
export function ShareRows({ rows, selected, onToggle, ts }: ShareRowsProps) {
  return (
    <ul className="divide-y divide-white/5" aria-label={ts('title')}>
      {rows.map((p) => (
        <li key={p.PlayerID}>
          <label className="flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 transition hover:bg-white/5">
            <span className="min-w-0 flex-1 truncate font-bold text-white">{p.Name}</span>
            <span className="w-24 shrink-0 text-right text-xs tabular-nums text-mist-400">{p.PlayerID}</span>
            <span className="w-12 shrink-0 text-center">
              <span className="rounded bg-gradient-to-r from-gold-400 to-gold-600 px-1.5 text-xs font-black text-night-950">VIP{p.VIPLevel}</span>
            </span>
            <input
              type="checkbox"
              className={box}
              checked={selected.has(p.PlayerID)}
              onChange={() => onToggle(p.PlayerID)}
              aria-label={ts('selectPlayer', { name: p.Name })}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
