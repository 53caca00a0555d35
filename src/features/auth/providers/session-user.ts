import type { User } from 'next-auth';
import { PHONE_TPID_TYPE, type PlayerProfile, type ProviderName, type SignInResult } from '@/protocol';

/**
 * How the player reached the site: the browser, the LINE mini-app (LIFF) or the Android app
 * (APK). Inside LIFF and the APK the duplicate-sign-in and timeout modals are not shown.
 */
export type SignInChannel = 'web' | 'liff' | 'apk';

/** The profile fields the session keeps (and refreshes every 5 minutes). */
export function profileFields(player: PlayerProfile) {
  return {
    name: player.Name,
    phone: player.TPIDs?.[String(PHONE_TPID_TYPE)] ?? '',
    vipLevel: player.VIPLevel,
    level: player.Level,
  };
}

/** Turns the lobby's sign-in result into the next-auth user the session is built from. */
export function toSessionUser(provider: ProviderName, result: SignInResult, channel: SignInChannel = 'web'): User {
  const player = result.Player;
  return {
    id: String(player.PlayerID),
    token: result.Token,
    provider,
    channel,
    playerID: player.PlayerID,
    // RegistSituation 1: this sign-in created the account (docs/decisions/023-registration-modal.md).
    isRegist: player.RegistSituation === 1,
    ...profileFields(player),
  };
}
