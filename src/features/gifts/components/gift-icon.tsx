import type { ReactNode } from 'react';

/** Drawn icons for the gift items 42–49 (48×48 grid), matching their effect videos. */
const ICONS: Record<number, ReactNode> = {
  42: (
    <>
      <path d="M24 26v18" stroke="#3fae5a" strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="17" cy="36" rx="6" ry="3" fill="#3fae5a" transform="rotate(-30 17 36)" />
      <circle cx="24" cy="17" r="11" fill="#d81e4a" />
      <path d="M16 14c4-6 12-6 16 0-4 3-12 3-16 0z" fill="#f0436e" />
      <circle cx="24" cy="18" r="4" fill="#ff8fa8" />
    </>
  ),
  43: (
    <>
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <path key={a} d="M24 20v-12" stroke={a % 90 ? '#ffd05a' : '#ff6fb5'} strokeWidth="3" strokeLinecap="round" transform={`rotate(${a} 24 24)`} />
      ))}
      <circle cx="24" cy="24" r="4" fill="#fff" />
    </>
  ),
  44: (
    <>
      <path d="M12 18 15 5l8 9zM36 18 33 5l-8 9z" fill="#ec8c32" />
      <circle cx="24" cy="25" r="14" fill="#ec8c32" />
      <ellipse cx="24" cy="31" rx="9" ry="7" fill="#ffecd2" />
      <circle cx="18" cy="22" r="2" fill="#2a1a14" />
      <circle cx="30" cy="22" r="2" fill="#2a1a14" />
      <circle cx="24" cy="28" r="2.5" fill="#2a1a14" />
    </>
  ),
  45: (
    <>
      <path d="M40 6 16 30" stroke="#a0d2ff" strokeWidth="3" strokeLinecap="round" />
      <path d="M30 4 12 22M44 18 28 34" stroke="#ffd05a" strokeWidth="2" strokeLinecap="round" opacity=".8" />
      <circle cx="14" cy="32" r="5" fill="#fff" />
    </>
  ),
  46: (
    <>
      <path d="M4 32v-6l10-3 6-7h13l7 7 5 2v7z" fill="#e61e2d" />
      <path d="M21 18h11l5 5H17z" fill="#96d2ff" />
      <circle cx="14" cy="33" r="5" fill="#1e1e23" />
      <circle cx="36" cy="33" r="5" fill="#1e1e23" />
      <circle cx="14" cy="33" r="2" fill="#c8c8d2" />
      <circle cx="36" cy="33" r="2" fill="#c8c8d2" />
    </>
  ),
  47: (
    <>
      <path d="M22 6v22" stroke="#dcdce6" strokeWidth="2" />
      <path d="M23 7v19h13z" fill="#fffaf0" />
      <path d="M22 6h8l-8 3z" fill="#ffd05a" />
      <path d="M4 28h40l-6 8H10z" fill="#fff" />
      <path d="M2 40c4-3 8 3 12 0s8 3 12 0 8 3 12 0 6 2 8 0" stroke="#2a8ad0" strokeWidth="3" fill="none" />
    </>
  ),
  48: (
    <>
      <path d="M10 36V22h6v-4h16v4h6v14z" fill="#e1d7fa" />
      <path d="M8 22l5-9 5 9zM30 22l5-9 5 9zM17 18l7-12 7 12z" fill="#f06eaa" />
      <rect x="21" y="28" width="6" height="8" rx="3" fill="#8c5a3c" />
      <ellipse cx="14" cy="38" rx="9" ry="5" fill="#fff" />
      <ellipse cx="32" cy="38" rx="11" ry="5" fill="#fff" />
    </>
  ),
  49: (
    <>
      <path d="M24 2c7 6 8 16 7 28H17c-1-12 0-22 7-28z" fill="#f0f0f8" />
      <path d="M24 2c4 3 6 7 6.5 11h-13C18 9 20 5 24 2z" fill="#e6283c" />
      <path d="M17 22l-7 10 7-2zM31 22l7 10-7-2z" fill="#e6283c" />
      <circle cx="24" cy="19" r="3.5" fill="#5aaaff" />
      <path d="M19 31h10l-5 14z" fill="#ffb43c" />
    </>
  ),
};

/** A gift's icon; an item without a drawing gets a wrapped box. */
export function GiftIcon({ itemId, className = 'h-10 w-10' }: { itemId: number; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      {ICONS[itemId] ?? (
        <>
          <rect x="8" y="18" width="32" height="24" rx="3" fill="#f06eaa" />
          <rect x="6" y="12" width="36" height="8" rx="2" fill="#ffd05a" />
          <path d="M24 12v30" stroke="#ffd05a" strokeWidth="4" />
        </>
      )}
    </svg>
  );
}
