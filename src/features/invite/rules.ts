/**
 * Pure rules of the invitation screens (documented in
 * docs/decisions/132-invitation-codes-and-binding.md and
 * docs/decisions/133-invitation-rewards-and-page.md).
 */
import type { InviteInfoResult } from '@/protocol/invite';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long after registering a player of a brand that requires a referral is asked to bind one. */
export const REQUIRED_BIND_DAYS = 7;

/**
 * The required referral binding (account §1: crab, bj188, lion). Asked before playing (on a
 * game page, `isPlayPath`) of a player whose account was created by a sign-in on this device (the session's isRegist, guests excepted:
 * every guest sign-in makes a throwaway account), while no code is bound and the account is
 * less than REQUIRED_BIND_DAYS old, with no other modal open. 稍後再說 skips it until the next
 * page load or sign-in; the code can always be bound on /member/invite.
 */
export function mustAskForReferral(input: { required: boolean; info: InviteInfoResult | null; skipped: boolean; flagged: boolean; now: number }): boolean {
  const { required, info, skipped, flagged, now } = input;
  if (!required || !flagged || !info || skipped || info.Inviter !== null) return false;
  return now - info.RegistTime < REQUIRED_BIND_DAYS * DAY_MS;
}

/** The pages where a game is chosen or played (without locale): /play, /play-game/m, /pc, /now, /live. */
export function isPlayPath(path: string): boolean {
  return path === '/play' || path.startsWith('/play/') || path.startsWith('/play-game/');
}

/** localStorage key marking that this device saw `playerId`'s account being created. */
export const referralAskKey = (playerId: number): string => `referral-ask:${playerId}`;

/** The link a player shares: the site in their language with their code (`?invite=CODE`). */
export function inviteLink(origin: string, locale: string, code: string): string {
  return `${origin}/${locale}?invite=${encodeURIComponent(code)}`;
}

/** The code a shared link carried (`?invite=`), normalised; '' when none. */
export function codeFromSearch(search: string): string {
  const raw = new URLSearchParams(search).get('invite') ?? '';
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9]{1,32}$/.test(code) ? code : '';
}

/** Where a shared link's code waits until the player binds it (survives the sign-in). */
export const PENDING_CODE_KEY = 'invite-code';
