'use client';

/**
 * Screen-size levels (account §2 "Download info", §9): the spec shows the floating 立即下載
 * tab "at level 4 or above" and closes the QR modal "when the level goes above 2" without
 * defining the levels. Ours (docs/decisions/137-screen-levels-and-app-download.md) grow as the
 * screen narrows, on the site's Tailwind breakpoints: 1 ≥ 1280 px, 2 ≥ 1024, 3 ≥ 768, 4 ≥ 640, 5
 * below. So the tab shows on phones (where the app installs) and the QR — a code to scan with a
 * phone — lives on desktop screens and closes once the window is phone or tablet sized.
 */
import { useClientSnapshot } from '@/ui/use-client-snapshot';

export type ScreenLevel = 1 | 2 | 3 | 4 | 5;

/** Lower widths of levels 1..4 (level 5 is everything narrower). */
export const LEVEL_MIN_WIDTHS = [1280, 1024, 768, 640] as const;
/** The floating download tab shows from this level up. */
export const FLOAT_MIN_LEVEL = 4;
/** The QR modal closes when the level goes above this. */
export const QR_MAX_LEVEL = 2;

/** The level of a viewport `width` px wide. */
export function screenLevel(width: number): ScreenLevel {
  const i = LEVEL_MIN_WIDTHS.findIndex((min) => width >= min);
  return (i === -1 ? 5 : i + 1) as ScreenLevel;
}

export const showsFloat = (level: ScreenLevel | null): boolean => level !== null && level >= FLOAT_MIN_LEVEL;
export const keepsQr = (level: ScreenLevel | null): boolean => level === null || level <= QR_MAX_LEVEL;

const QUERIES = LEVEL_MIN_WIDTHS.map((min) => `(min-width: ${min}px)`);

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = QUERIES.map((q) => window.matchMedia(q));
  lists.forEach((l) => l.addEventListener('change', onChange));
  return () => lists.forEach((l) => l.removeEventListener('change', onChange));
}

const noLevel = (): ScreenLevel | null => null;

function snapshot(): ScreenLevel | null {
  if (typeof window === 'undefined') return null;
  if (typeof window.matchMedia !== 'function') return screenLevel(window.innerWidth);
  const i = QUERIES.findIndex((q) => window.matchMedia(q).matches);
  return (i === -1 ? 5 : i + 1) as ScreenLevel;
}

/** The current level; null during server rendering and hydration (nothing level-bound shows). */
export function useScreenLevel(): ScreenLevel | null {
  return useClientSnapshot(subscribe, snapshot, noLevel);
}
