/**
 * Pure rules of the invitation screens (documented in
 * docs/decisions/132-invitation-codes-and-binding.md and
 * docs/decisions/133-invitation-rewards-and-page.md).
 */
import type { InviteInfoResult } from '@/protocol/invite';
import { REFERRAL_GRACE_MS } from '@/protocol/invite-rules';

/**
 * The required referral binding (account §1: crab, bj188, lion; decisions 132, 330), asked before
 * playing (on a game page, `isPlayPath`, with no other modal open) of a player with no code
 * bound, guests excepted (every guest sign-in makes a throwaway account):
 * - `offer`: inside the grace days (ReferralRules), of an account created by a sign-in on this
 *   device (the session's isRegist); 稍後再說 skips it until the next page load or sign-in;
 * - `require`: past the grace days, on any device: the lobby opens no game until a code is bound
 *   (200024), so the modal has no 稍後再說;
 * - `none` otherwise. The code can always be bound on /member/invite.
 */
export type ReferralAsk = 'none' | 'offer' | 'require';

export function referralAsk(input: {
  required: boolean;
  guest: boolean;
  info: InviteInfoResult | null;
  skipped: boolean;
  flagged: boolean;
  now: number;
}): ReferralAsk {
  const { required, guest, info, skipped, flagged, now } = input;
  if (!required || guest || !info || info.Inviter !== null) return 'none';
  if (now - info.RegistTime >= REFERRAL_GRACE_MS) return 'require';
  return flagged && !skipped ? 'offer' : 'none';
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
