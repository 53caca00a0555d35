import { createStore } from '@/lib/create-store';

/** A note shown at the top of the sign-in modal. */
export type SignInNotice = 'sessionRequired' | 'failed';

interface SignInModalState {
  open: boolean;
  /** Where to go after signing in (a same-origin relative path); null stays on the page. */
  callbackUrl: string | null;
  notice: SignInNotice | null;
}

export const useSignInModalStore = createStore<SignInModalState>('signInModal', () => ({
  open: false,
  callbackUrl: null,
  notice: null,
}));

/**
 * Opens the sign-in modal.
 * @example openSignInModal({ callbackUrl: '/zh_tw/member/info', notice: 'sessionRequired' })
 */
export function openSignInModal(options: { callbackUrl?: string | null; notice?: SignInNotice | null } = {}): void {
  useSignInModalStore.setState({
    open: true,
    callbackUrl: options.callbackUrl ?? null,
    notice: options.notice ?? null,
  });
}

/** Closes the sign-in modal. */
export function closeSignInModal(): void {
  useSignInModalStore.setState({ open: false });
}
