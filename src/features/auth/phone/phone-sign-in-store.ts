import type { StateStorage } from 'zustand/middleware';
import { createPersistedStore } from '@/lib/create-store';
import { readStoredAccounts, type StoredPhoneAccounts } from './stored-accounts';

/** Which of the two phone sign-in modals is open. */
export type PhoneSignInView = 'phone' | 'choose' | null;

/** A refusal shown in the error dialog, and the modal its closing reopens. */
export interface PhoneFailure {
  code: number;
  /** Sending or verifying a code (`phone`), or signing in with the ticket (`signIn`). */
  context: 'phone' | 'signIn';
  params?: Record<string, number>;
  reopen: PhoneSignInView;
}

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
  /** Where to go after signing in (a page, or the game that asked): null stays on the page. */
  callbackUrl: string | null;
  /** The refusal whose error dialog is open; null when none. */
  failure: PhoneFailure | null;
  /** What valid_captcha said of the typed number before any send (a daily limit): shown under it. */
  blocked: number | null;
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
  failure: null,
  blocked: null,
};

type Kept = Pick<PhoneSignInState, 'view' | 'phone' | 'requested' | 'resendAt' | 'callbackUrl' | 'failure'>;

/** sessionStorage; an entry is checked (./kept-phone-state, loaded then) before the store reads it. */
const keptStorage = (): StateStorage => ({
  getItem: (name) => {
    const raw = window.sessionStorage.getItem(name);
    return raw === null ? null : import('./kept-phone-state').then((m) => m.checkedEntry(raw));
  },
  setItem: (name, value) => window.sessionStorage.setItem(name, value),
  removeItem: (name) => window.sessionStorage.removeItem(name),
});

/**
 * The phone sign-in modals' state. The open modal, the number, the sent code's countdown, where
 * to go after signing in and an open refusal are kept in sessionStorage (`phoneSignIn`), so a
 * phone that reloads the tab while the player reads the SMS comes back to the same modal
 * (account §9; decision 325); an entry of another shape is ignored. The LIFF sign-in state is
 * kept beside it (components/embedded-sign-in.tsx), the accounts of a number in their 1-day cookie.
 */
export const usePhoneSignInStore = createPersistedStore<PhoneSignInState, Kept>('phoneSignIn', () => initialPhoneSignIn, {
  storage: keptStorage,
  partialize: ({ view, phone, requested, resendAt, callbackUrl, failure }) => ({ view, phone, requested, resendAt, callbackUrl, failure }),
  // `persisted` passed ./kept-phone-state's check (the storage answers null otherwise)
  merge: (persisted, current) => {
    if (!persisted) return current;
    const kept = persisted as Kept;
    // 選擇帳號 comes back only while its accounts' cookie lives
    const accounts = kept.view === 'choose' || kept.failure?.reopen === 'choose' ? readStoredAccounts() : null;
    const reopen = (v: PhoneSignInView): PhoneSignInView => (v === 'choose' && !accounts ? 'phone' : v);
    const failure = kept.failure ? { ...kept.failure, reopen: reopen(kept.failure.reopen) } : null;
    return { ...current, ...kept, view: reopen(kept.view), failure, accounts };
  },
});
