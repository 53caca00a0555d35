/**
 * Routes that need a signed-in player (account §2), written without the locale prefix.
 * Signing out from one of them goes to '/', from anywhere else the player stays.
 */
const PROTECTED_PREFIXES = [
  '/member/info',
  '/member/passbook',
  '/member/present',
  '/member/invite',
  '/purchase',
  '/play',
  '/test-play-game',
] as const;

/** True when `path` (without locale, e.g. `/play-game/m`) needs login. */
export function isProtectedPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0] ?? '';
  // acct §2: /play-game/now (a replay) is open to visitors; /play, /play-game/m, /pc and /live are not
  if (clean === '/play-game/m' || clean === '/play-game/pc' || clean === '/play-game/live') return true;
  return PROTECTED_PREFIXES.some(
    (prefix) => clean === prefix || clean.startsWith(`${prefix}/`),
  );
}
