'use client';

import Link from '@/ui/link';
import { useEffect, useRef, useState } from 'react';
import type { NewsTickerRow } from '@/protocol';
import { localePath } from '@/i18n/locale-path';
import { useLocale } from '@/i18n/use-locale';
import { Icon } from '@/ui/icon';

/** Pixels per second the lines move. */
const SPEED = 60;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The news ticker strip: the lines scroll right to left in a loop (Web Animations, so no
 * stylesheet is needed), pause while pointed at or focused, and stand still — scrollable by
 * hand — for a player who prefers reduced motion. A line with an article opens it.
 */
export function NewsTicker({ rows, label }: { rows: readonly NewsTickerRow[]; label: string }) {
  const locale = useLocale();
  const track = useRef<HTMLDivElement>(null);
  const animation = useRef<Animation | null>(null);
  const [still] = useState(prefersReducedMotion);
  const key = rows.map((r) => `${r.ID}:${r.Text}`).join('|');

  useEffect(() => {
    const el = track.current;
    if (!el || still || typeof el.animate !== 'function') return;
    const distance = el.scrollWidth / 2; // the lines are there twice: the loop has no seam
    if (distance <= 0) return;
    const a = el.animate([{ transform: 'translateX(0)' }, { transform: `translateX(-${distance}px)` }], {
      duration: Math.max(8_000, (distance / SPEED) * 1000),
      iterations: Infinity,
    });
    animation.current = a;
    return () => {
      a.cancel();
      animation.current = null;
    };
  }, [key, still]);

  if (rows.length === 0) return null;
  const pause = () => animation.current?.pause();
  const play = () => animation.current?.play();
  const copies = still ? [0] : [0, 1];

  return (
    <section
      aria-label={label}
      className="mb-4 flex min-h-11 items-center gap-2 overflow-hidden rounded-full bg-night-950/60 pl-3 ring-1 ring-gold-500/20"
      onMouseEnter={pause}
      onMouseLeave={play}
      onFocus={pause}
      onBlur={play}
    >
      <Icon name="megaphone" className="h-5 w-5 shrink-0 text-gold-300" />
      <div className={`min-w-0 flex-1 ${still ? 'overflow-x-auto' : 'overflow-hidden'}`}>
        <div ref={track} className="flex w-max">
          {copies.map((copy) => (
            <ul key={copy} className="flex shrink-0" aria-hidden={copy === 1 ? true : undefined}>
              {rows.map((row, i) => (
                <li key={`${i}-${row.ID}`} className="shrink-0 whitespace-nowrap pr-10 text-sm">
                  {row.ID ? (
                    <Link
                      href={localePath(locale, `/announcement/${row.ID}`)}
                      tabIndex={copy === 1 ? -1 : undefined}
                      className="inline-flex min-h-11 items-center font-bold text-gold-300 hover:underline"
                    >
                      {row.Text}
                    </Link>
                  ) : (
                    <span className="inline-flex min-h-11 items-center text-white">{row.Text}</span>
                  )}
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}
