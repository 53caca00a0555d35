/**
 * Session generation (issue 7): every session-ending code (100005, 100014, 100015, 200001,
 * duplicate sign-in) is tagged with the token it was issued under, and only a code of the
 * session in force ends it. After a sign-out and an immediate new sign-in, a late 100005 for
 * the revoked token (an HTTP reply in flight, the old socket's last frame) is ignored instead
 * of signing the newer session out.
 */

/** The token of the session in force on this page; null while signed out. */
let current: string | null = null;
/**
 * Tokens this page signed out of. Between the sign-out click and next-auth's new (empty)
 * session, renders still report the old token; once ended it never becomes current again, so a
 * 100005 for it (a refresh in flight while the lobby revokes it) cannot show the expiry modal.
 */
const ended = new Set<string>();

/** Records the session in force (SessionSockets, whenever next-auth's session settles). */
export function setCurrentSession(token: string | null): void {
  current = token !== null && ended.has(token) ? null : token;
}

/** The player is signing out: the session in force ends now, before its token is revoked. */
export function endCurrentSession(): void {
  if (current !== null) ended.add(current);
  current = null;
}

/** The token of the session in force (null: signed out). */
export function currentSession(): string | null {
  return current;
}

/**
 * True when a code issued under `token` belongs to the session in force. An untagged code
 * (`undefined`: its source cannot tell) is taken as current.
 * @example if (!isCurrentSession(detail.token)) return; // a late code of an ended session
 */
export function isCurrentSession(token: string | null | undefined): boolean {
  return token === undefined || (token !== null && token === current);
}
