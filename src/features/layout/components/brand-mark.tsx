import { useId } from 'react';

/** The crown mark; decorative, coloured by the brand accent with gold. */
export function BrandMark({ className = 'h-9 w-9' }: { className?: string }) {
  // The id goes into url(#…): keep it to characters CSS accepts unescaped.
  const gold = `${useId().replace(/[^\w-]/g, '')}-gold`;
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.55" stopColor="#f7c948" />
          <stop offset="1" stopColor="#b9821c" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="19" fill="#23113f" stroke={`url(#${gold})`} strokeWidth="2" />
      <path d="M9 26l-1.5-12 7 5.5L20 10l5.5 9.5 7-5.5L31 26z" fill={`url(#${gold})`} />
      <rect x="9" y="27.5" width="22" height="3.5" rx="1.5" fill={`url(#${gold})`} />
      <circle cx="20" cy="21" r="2.6" fill="rgb(var(--brand-accent))" stroke="#fff" strokeWidth="0.8" />
    </svg>
  );
}
