import { Code } from '@/protocol/codes';
import { createSessionHooks } from './session-hooks';
import { signOutPlayer } from './sign-out';

/**
 * The lobby's HTTP helpers answer 100005 (expired) and 100014 (suspended) directly; they mean
 * what they mean on the sockets. `issuedUnder` is the session (tag) the request was made in: a code
 * of a session that has ended since (signed out, signed in again) changes nothing. Returns true
 * when `code` ends a session (the caller stops either way; the modal shows only for the
 * session in force).
 * @example if (endSessionOnCode(reply.Code, signOut, session.sessionTag)) return;
 */
export function endSessionOnCode(
  code: number,
  signOut: () => Promise<void> = () => signOutPlayer(),
  issuedUnder?: string | null,
): boolean {
  const hooks = createSessionHooks(signOut);
  if (code === Code.SessionExpired) {
    hooks.signOut('session-expired', issuedUnder);
    return true;
  }
  if (code === Code.AccountSuspended) {
    hooks.showModal('suspended', { code, op: 0, message: '', textKey: String(code), session: issuedUnder });
    return true;
  }
  return false;
}
