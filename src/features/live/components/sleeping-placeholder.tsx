'use client';

import { useT } from 'next-i18next/client';

/** The night-sky backdrop of the placeholder (also behind the closed room's message). */
export const BACKDROP = 'bg-[radial-gradient(ellipse_at_top,rgb(76_29_149/0.55),rgb(12_16_48)_70%)]';

/**
 * What shows while the stream does not play: a camera dozing under a crescent moon with
 * drifting "z"s (`sleeping`: it stalled and is reconnecting), or the same scene awake with a
 * soft pulse while the stream starts; `ended`: the picture alone (the room closed; the caller
 * says so). Pure SVG and CSS, nothing to download. Its motion waits two seconds like every wait
 * indicator's (tailwind.config.ts).
 */
export function SleepingPlaceholder({ mode, compact = false }: { mode: 'starting' | 'sleeping' | 'ended'; compact?: boolean }) {
  const { t } = useT('live');
  const sleeping = mode !== 'starting';
  return (
    <div
      role={mode === 'ended' ? undefined : 'status'}
      data-testid={`stream-${mode}`}
      className={`absolute inset-0 flex flex-col items-center justify-center gap-2 text-center ${mode === 'ended' ? '' : BACKDROP}`}
    >
      <svg viewBox="0 0 160 110" aria-hidden="true" className={compact ? 'h-14 w-20' : 'h-24 w-36 sm:h-32 sm:w-48'}>
        <defs>
          <linearGradient id="live-moon" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fde68a" />
            <stop offset="1" stopColor="#d4a017" />
          </linearGradient>
          <linearGradient id="live-cam" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#3b2a6b" />
            <stop offset="1" stopColor="#1b1640" />
          </linearGradient>
        </defs>
        {/* stars */}
        <g fill="#fde68a" className="motion-safe:animate-pulse-late">
          <circle cx="18" cy="18" r="1.6" />
          <circle cx="140" cy="28" r="1.2" />
          <circle cx="118" cy="10" r="1.8" />
          <circle cx="34" cy="44" r="1" />
        </g>
        {/* crescent moon */}
        <path d="M52 10a22 22 0 1 0 24 30 18 18 0 1 1-24-30z" fill="url(#live-moon)" opacity="0.95" />
        {/* camera body, lens and tripod */}
        <rect x="58" y="52" width="56" height="34" rx="8" fill="url(#live-cam)" stroke="#d4a017" strokeWidth="2" />
        <path d="M114 62l16-8v30l-16-8z" fill="#2a2158" stroke="#d4a017" strokeWidth="2" strokeLinejoin="round" />
        <circle cx="86" cy="69" r="10" fill="#120f2e" stroke="#fde68a" strokeWidth="2" />
        {sleeping ? (
          <path d="M80 70q6 5 12 0" fill="none" stroke="#fde68a" strokeWidth="2.4" strokeLinecap="round" />
        ) : (
          <circle cx="86" cy="69" r="4" fill="#f87171" className="motion-safe:animate-pulse-late" />
        )}
        <path d="M78 86l-8 20M94 86l8 20M86 86v20" stroke="#6b5fa8" strokeWidth="3" strokeLinecap="round" />
        {sleeping ? (
          <g fill="#fde68a" fontWeight="900" fontFamily="sans-serif">
            <text x="116" y="48" fontSize="12" className="motion-safe:animate-bounce-late">z</text>
            <text x="126" y="38" fontSize="15" opacity="0.8">z</text>
            <text x="138" y="26" fontSize="18" opacity="0.6" className="motion-safe:animate-pulse-late">Z</text>
          </g>
        ) : null}
      </svg>
      {mode === 'ended' ? null : (
        <p className={`font-bold text-gold-300 ${compact ? 'text-xs' : 'text-base'}`}>
          {sleeping ? t('player.sleeping') : t('player.starting')}
        </p>
      )}
      {mode === 'sleeping' && !compact ? <p className="text-xs text-mist-300">{t('player.sleepingHint')}</p> : null}
    </div>
  );
}
