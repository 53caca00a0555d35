import { openModal } from '@/features/modals';
import type { SessionHooks } from '@/socket';
import { isCurrentSession } from './session-generation';
import { signOutPlayer } from './sign-out';

/**
 * How the app answers the socket layer's global codes (handled once, in src/socket):
 * - 100005 session expired: the expiry modal, and the session is cleared at once (the token is
 *   dead; waiting for the click would leave a signed-in look with nothing behind it);
 * - 100015 / 200001: signed out by the server, no modal;
 * - 100014 suspended, duplicate sign-in: the modal, and sign-out when the player closes it.
 *   In LIFF/APK sessions (`embedded`) MULTIPLE_SIGNIN is not shown: the session just ends.
 * A code tagged with a session other than the one in force (a late code of a session that
 * already ended) does nothing; a modal closed after its session ended signs nobody out.
 */
export function createSessionHooks(
  signOut: () => Promise<void> = () => signOutPlayer(),
  embedded: () => boolean = () => false,
): SessionHooks {
  return {
    signOut(reason, session) {
      if (!isCurrentSession(session)) return;
      if (reason === 'session-expired') openModal({ kind: 'sessionExpired' });
      void signOut();
    },
    showModal(kind, detail) {
      const session = detail.session;
      if (!isCurrentSession(session)) return;
      if (kind === 'alert') {
        // The init frame itself was refused with 100005: signOut('session-expired') follows and
        // opens the expiry modal; nothing more to show here.
        return;
      }
      if (kind === 'MULTIPLE_SIGNIN' && embedded()) {
        void signOut();
        return;
      }
      // Closing later: only the session the modal was about is signed out.
      openModal({ kind, onClose: () => void (isCurrentSession(session) && signOut()) });
    },
  };
}
