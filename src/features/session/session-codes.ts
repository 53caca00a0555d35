import { Code } from '@/protocol';
import { createSessionHooks } from './session-hooks';
import { signOutPlayer } from './sign-out';

/**
 * The lobby's HTTP helpers answer 100005 (expired) and 100014 (suspended) directly; they mean
 * what they mean on the sockets. Returns true when `code` ended the session (its modal shows).
 * @example if (endSessionOnCode(reply.Code)) return;
 */
export function endSessionOnCode(code: number, signOut: () => Promise<void> = () => signOutPlayer()): boolean {
  const hooks = createSessionHooks(signOut);
  if (code === Code.SessionExpired) {
    hooks.signOut('session-expired');
    return true;
  }
  if (code === Code.AccountSuspended) {
    hooks.showModal('suspended', { code, op: 0, message: '', textKey: String(code) });
    return true;
  }
  return false;
}
