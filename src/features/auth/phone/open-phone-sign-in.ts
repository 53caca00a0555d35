import { usePhoneSignInStore } from './phone-sign-in-store';
import { readStoredAccounts } from './stored-accounts';

/**
 * Opens phone sign-in: the choose-account modal when accounts of a number are still kept
 * (cookie, 1 day), else the phone modal. Apart from the flow (./phone-sign-in-flow), which
 * loads with the modals it drives.
 */
export function openPhoneSignIn({ callbackUrl = null }: { callbackUrl?: string | null } = {}): void {
  const accounts = readStoredAccounts();
  usePhoneSignInStore.setState({ view: accounts ? 'choose' : 'phone', accounts, callbackUrl, pending: null });
}
