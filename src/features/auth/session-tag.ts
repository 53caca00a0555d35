import { createHash } from 'node:crypto';

/**
 * The page's name for a session (issue 8 item 4): the first 16 base64url characters of the
 * lobby token's SHA-256. Computed on the web server, so the page can tell one session from the
 * next (which codes are stale, which sign-in its local timers belong to) without ever holding
 * the token; the token cannot be recovered from it.
 * @example sessionTagOf('lobby-token') // 'nWN4…' (16 characters)
 */
export function sessionTagOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 16);
}
