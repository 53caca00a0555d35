/**
 * The honor list's rules on the client (account §2, §3, §4 "Honor record pin"): what a row
 * shows, and whether a heart may turn on. Pure, so each rule has a unit test.
 */
import { HonorLimits, HonorPinned, honorDate, honorIconPath, honorMultiplier, type Achievement } from '@/protocol/honor';

export interface HonorRowView {
  id: number;
  /** The game icon: provider and game id as a png on the file host. */
  icon: string;
  win: number;
  /** Win / Bet to two decimals. */
  multiplier: string;
  /** The machine number. */
  machine: string;
  /** YYYY.MM.DD. */
  date: string;
  pinned: boolean;
}

/** The file host of the game icons (the site itself when not configured). */
const FILE_HOST = (process.env.NEXT_PUBLIC_FILE_HOST ?? '').replace(/\/$/, '');

export function rowView(a: Achievement): HonorRowView {
  return {
    id: a.ID,
    icon: `${FILE_HOST}${honorIconPath(a.GameInfo.Provider, a.GameInfo.GameID)}`,
    win: a.Win,
    multiplier: honorMultiplier(a.Win, a.Bet),
    machine: String(a.ID),
    date: honorDate(a.CreateTime),
    pinned: a.Pinned === HonorPinned.Pinned,
  };
}

/** How many records of the loaded list are pinned (the count the hearts start from). */
export const pinnedCountOf = (rows: readonly Achievement[]): number => rows.filter((r) => r.Pinned === HonorPinned.Pinned).length;

/**
 * What a heart click asks for: unpin (1 → 2) always; pin (2 → 1) only under 3 pinned;
 * otherwise nothing (null).
 */
export function pinTarget(current: number, pinnedCount: number): (typeof HonorPinned)[keyof typeof HonorPinned] | null {
  if (current === HonorPinned.Pinned) return HonorPinned.Unpinned;
  return pinnedCount < HonorLimits.MaxPinned ? HonorPinned.Pinned : null;
}
