'use client';

import { formatNumber } from '@/ui/format';
import type { HonorRowView } from '../rules';

export interface HonorRowProps {
  row: HonorRowView;
  labels: { machine: string; pin: string; unpin: string; share: string };
  /** Hearts only on the player's own list. */
  canPin: boolean;
  busy: boolean;
  onHeart(): void;
  /** Present when a share dialog is plugged in (setHonorShareHandler). */
  onShare?: () => void;
}

/** One honor record: game icon, win over multiplier, machine number, date, share and heart. */
export function HonorRow({ row, labels, canPin, busy, onHeart, onShare }: HonorRowProps) {
  return (
    <li className="flex items-center gap-3 rounded-2xl bg-night-900/60 p-2.5 ring-1 ring-gold-500/15" data-testid="honor-row">
      {/* eslint-disable-next-line @next/next/no-img-element -- game icons come from the file host */}
      <img src={row.icon} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-xl bg-plum-800 object-cover" loading="lazy" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-bold text-gold-300">
          {formatNumber(row.win)}
          <span className="ml-1 text-sm font-medium text-mist-300">/ {row.multiplier}x</span>
        </p>
        <p className="text-xs text-mist-400">
          {labels.machine} {row.machine} · {row.date}
        </p>
      </div>
      {onShare ? (
        <button type="button" onClick={onShare} aria-label={labels.share} className="rounded-full p-2 text-mist-300 hover:text-white">
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
            <path d="M4 12v7h16v-7M12 4v11M7.5 8.5 12 4l4.5 4.5" />
          </svg>
        </button>
      ) : null}
      <button
        type="button"
        onClick={onHeart}
        disabled={!canPin || busy}
        aria-pressed={row.pinned}
        aria-label={row.pinned ? labels.unpin : labels.pin}
        className="rounded-full p-2 text-ruby-500 disabled:opacity-50"
        data-testid="honor-heart"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" fill={row.pinned ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} aria-hidden="true">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
        </svg>
      </button>
    </li>
  );
}
