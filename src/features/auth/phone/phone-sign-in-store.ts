import { createStore } from '@/lib/create-store';
import type { StoredPhoneAccounts } from './stored-accounts';

/** Which of the two phone sign-in modals is open. */
export type PhoneSignInView = 'phone' | 'choose' | null;

export interface PhoneSignInState {
  view: PhoneSignInView;
  /** The phone field as typed (digits only). */
  phone: string;
  code: string;
  /** A code was sent for this number (login stays disabled until then). */
  requested: boolean;
  /** End of the resend countdown (epoch ms), or null. */
  resendAt: number | null;
  pending: 'send' | 'verify' | 'signIn' | null;
  /** The accounts to choose from (2 or more on the number). */
  accounts: StoredPhoneAccounts | null;
  /** Where to go after signing in; null stays on the page. */
  callbackUrl: string | null;
  /** The last send or verify refusal, shown under the code field until the player acts again. */
  error: PhoneFieldError | null;
}

/** A refusal of the phone modal: its code and the values its text needs. */
export interface PhoneFieldError {
  code: number;
  params?: Record<string, number>;
}

export const initialPhoneSignIn: PhoneSignInState = {
  view: null,
  phone: '',
  code: '',
  requested: false,
  resendAt: null,
  pending: null,
  accounts: null,
  callbackUrl: null,
  error: null,
};

export const usePhoneSignInStore = createStore<PhoneSignInState>('phoneSignIn', () => initialPhoneSignIn);
