import * as z from 'zod/mini';
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
};

const view = z.nullable(z.enum(['phone', 'choose']));
/** What survives a reload (account §9 phone-modal state): never the code, never the ticket. */
const keptSchema = z.object({
  view,
  phone: z.string().check(z.maxLength(12)),
  requested: z.boolean(),
  resendAt: z.nullable(z.number()),
  callbackUrl: z.nullable(z.string()),
  failure: z.nullable(z.object({ code: z.int(), context: z.enum(['phone', 'signIn']), params: z.optional(z.record(z.string(), z.number())), reopen: view })),
});
type Kept = z.infer<typeof keptSchema>;

/**
 * The phone sign-in modals' state. The open modal, the number, the sent code's countdown, where
 * to go after signing in and an open refusal are kept in sessionStorage (`phoneSignIn`), so a
 * phone that reloads the tab while the player reads the SMS comes back to the same modal
 * (account §9; decision 325). The LIFF sign-in state is kept beside it
 * (components/embedded-sign-in.tsx), the accounts of a number in their 1-day cookie.
 */
export const usePhoneSignInStore = createPersistedStore<PhoneSignInState, Kept>('phoneSignIn', () => initialPhoneSignIn, {
  storage: () => window.sessionStorage,
  partialize: ({ view, phone, requested, resendAt, callbackUrl, failure }) => ({ view, phone, requested, resendAt, callbackUrl, failure }),
  merge: (persisted, current) => {
    const kept = keptSchema.safeParse(persisted);
    if (!kept.success) return current;
    // 選擇帳號 comes back only while its accounts' cookie lives
    const accounts = kept.data.view === 'choose' || kept.data.failure?.reopen === 'choose' ? readStoredAccounts() : null;
    const reopen = (v: PhoneSignInView): PhoneSignInView => (v === 'choose' && !accounts ? 'phone' : v);
    const failure = kept.data.failure ? { ...kept.data.failure, reopen: reopen(kept.data.failure.reopen) } : null;
    return { ...current, ...kept.data, view: reopen(kept.data.view), failure, accounts };
  },
});
