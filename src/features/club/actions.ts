/**
 * What the club page and the profile card do with the club besides its reads (./club-reads.ts):
 * remember a club's re-apply countdown, and kick a member (the card's 踢出俱樂部). The club chat
 * tab needs nothing from here: creating the chat room, a kick or leaving pushes 30051
 * (EnableClub) to the members, and the chat's unread store turns the tab on or off from it.
 */
import type { Result } from '@/protocol';
import { kickMember, retryAfterOf } from './requests';
import { initialClubState, useClubStore } from './store';

/** Remembers the countdown a 100017 answer carries for `clubId` (true when it was one). */
export function noteCooldown(clubId: number, out: Result<unknown>, now = Date.now()): boolean {
  const seconds = retryAfterOf(out);
  if (seconds === null) return false;
  useClubStore.setState((s) => ({ clubCooldowns: { ...s.clubCooldowns, [clubId]: now + seconds * 1000 } }));
  return true;
}

let kicking = false;

/**
 * The profile card's 踢出俱樂部: sends the kick once (a second tap while it runs sends nothing,
 * answering null); the club page's members and info are read again (./requests.ts).
 */
export async function kickFromClub(playerId: number): Promise<Result<null> | null> {
  if (kicking) return null;
  kicking = true;
  try {
    return await kickMember(playerId);
  } finally {
    kicking = false;
  }
}

/** Sign-out or another player: the countdowns are forgotten (the reads go with the query cache). */
export function resetClub(): void {
  useClubStore.setState(initialClubState());
}
