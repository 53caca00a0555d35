import { openModal } from '@/features/modals';
import { openSignInModal } from '../sign-in-modal-store';

/** True when next-auth's `error` value is a lobby code (our providers throw the code). */
export function isLobbyCode(error: string | null | undefined): error is string {
  return typeof error === 'string' && /^\d+$/.test(error);
}

/**
 * Shows why a sign-in failed (account §8, chat §8): a lobby code gets its text through the
 * error modal (100009 此用戶不存在, others by code), next-auth's own values (OAuthCallback,
 * AccessDenied…) the sign-in modal's "try again" notice.
 */
export function showSignInError(error: string, callbackUrl: string | null = null): void {
  if (isLobbyCode(error)) {
    openModal({ kind: 'error', code: Number(error), context: 'signIn' });
    return;
  }
  openSignInModal({ callbackUrl, notice: error === 'SessionRequired' ? 'sessionRequired' : 'failed' });
}
