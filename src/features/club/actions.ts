/**
 * What the club page and the profile card do with the club: load it (again after every action)
 * and kick a member (the card's 踢出俱樂部). The club chat tab needs nothing from here: creating
 * the chat room, a kick or leaving pushes 30051 (EnableClub) to the members, and the chat's
 * unread store turns the tab on or off from it.
 */
import { ClubLimits, clubRoleMay, Code } from '@/protocol';
import { kickMember, loadApplications, loadClubInfo, loadMembers, retryAfterOf } from './requests';
import type { Result } from '@/protocol';
import { initialClubState, useClubStore } from './store';

let generation = 0;

/** Loads /club/info, then the members and (leader, sub leader) the applications. */
export async function refreshClub(now = Date.now): Promise<void> {
  const mine = ++generation;
  const current = useClubStore.getState();
  if (current.phase !== 'ready') useClubStore.setState({ phase: 'loading', errorCode: null });
  const info = await loadClubInfo();
  if (mine !== generation) return;
  if (!info.ok) {
    useClubStore.setState(current.phase === 'ready' ? {} : { phase: 'error', errorCode: info.code });
    return;
  }
  const { Club, Role, ReapplyAfterMs } = info.result;
  const reapplyUntil = ReapplyAfterMs > 0 ? now() + ReapplyAfterMs : 0;
  if (!Club) {
    useClubStore.setState({ phase: 'ready', errorCode: null, info: info.result, members: [], applications: [], reapplyUntil });
    return;
  }
  const [members, applications] = await Promise.all([
    loadMembers(Math.min(Math.max(Club.Capacity, Club.MemberCount, 1), ClubLimits.ExportPerPage)),
    clubRoleMay(Role, 'applications') ? loadApplications() : null,
  ]);
  if (mine !== generation) return;
  useClubStore.setState({
    phase: 'ready',
    errorCode: null,
    info: info.result,
    members: members.ok ? members.result.List : [],
    applications: applications?.ok ? applications.result.List : [],
    reapplyUntil,
  });
}

/** Remembers the countdown a 100017 answer carries for `clubId` (true when it was one). */
export function noteCooldown(clubId: number, out: Result<unknown>, now = Date.now()): boolean {
  const seconds = retryAfterOf(out);
  if (seconds === null) return false;
  useClubStore.setState((s) => ({ clubCooldowns: { ...s.clubCooldowns, [clubId]: now + seconds * 1000 } }));
  return true;
}

let kicking = false;

/**
 * The profile card's 踢出俱樂部: sends the kick once (a second tap while it runs sends
 * nothing, answering null) and reloads the club page's state when it was loaded.
 */
export async function kickFromClub(playerId: number): Promise<Result<null> | null> {
  if (kicking) return null;
  kicking = true;
  try {
    const out = await kickMember(playerId);
    if (out.ok || out.code !== Code.Silent) {
      if (useClubStore.getState().phase !== 'idle') void refreshClub();
    }
    return out;
  } finally {
    kicking = false;
  }
}

/** Sign-out or another player: the club is forgotten. */
export function resetClub(): void {
  generation++;
  useClubStore.setState(initialClubState());
}
