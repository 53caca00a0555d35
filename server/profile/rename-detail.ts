/** Detail.Rename / RenameLimit / NextRenameTime of the player's own profile (account §3). */
import { RENAME_LIMIT, RENAME_WINDOW_MS, type PlayerProfile } from '../../src/protocol';
import { toTaipeiIso } from '../clock';

type Detail = NonNullable<PlayerProfile['Detail']>;

/** When the player may rename next (epoch ms); `now` or earlier means now. */
export function nextRenameAt(lastRenameAt: number | null): number {
  return lastRenameAt === null ? 0 : lastRenameAt + RENAME_WINDOW_MS;
}

/** The Detail for a player whose last rename was at `lastRenameAt` (null: never), seen at `now`. */
export function renameDetail(lastRenameAt: number | null, now: number): Detail {
  const next = nextRenameAt(lastRenameAt);
  const blocked = next > now;
  return { Rename: blocked ? 1 : 0, RenameLimit: RENAME_LIMIT, NextRenameTime: blocked ? toTaipeiIso(next) : '' };
}
