/**
 * Session generation (issue 7): every session-ending code (100005, 100014, 100015, 200001,
 * duplicate sign-in) is tagged with the session it was issued under (the session's tag: the
 * page never holds the lobby token), and only a code of the session in force ends it. After a
 * sign-out and an immediate new sign-in, a late 100005 for the revoked session (an HTTP reply
 * in flight, the old socket's last frame) is ignored instead of signing the newer one out.
 */

/** The tag of the session in force on this page; null while signed out. */
let current: string | null = null;
/**
 * Sessions this page signed out of. Between the sign-out click and next-auth's new (empty)
 * session, renders still report the old one; once ended it never becomes current again, so a
 * 100005 for it (a refresh in flight while the lobby revokes it) cannot show the expiry modal.
 */
const ended = new Set<string>();

/** Records the session in force (SessionSockets, whenever next-auth's session settles). */
export function setCurrentSession(tag: string | null): void {
  current = tag !== null && ended.has(tag) ? null : tag;
}

/** The player is signing out: the session in force ends now, before its token is revoked. */
export function endCurrentSession(): void {
  if (current !== null) ended.add(current);
  current = null;
}

/** The tag of the session in force (null: signed out). */
export function currentSession(): string | null {
  return current;
}

/**
 * True when a code issued under session `tag` belongs to the session in force. An untagged
 * code (`undefined`: its source cannot tell) is taken as current.
 * @example if (!isCurrentSession(detail.session)) return; // a late code of an ended session
 */
export function isCurrentSession(tag: string | null | undefined): boolean {
  return tag === undefined || (tag !== null && tag === current);
}
