import { createStore } from '@/lib/create-store';

/**
 * What the bind flow shows: the form, one of its result dialogs, or nothing; `claiming` while a
 * bound player's unclaimed bonus is claimed (no form).
 */
export type BindPhoneView = 'form' | 'claiming' | 'reward' | 'success' | 'error' | null;

/**
 * After a successful bind: `coin` shows the reward dialog when a bonus was paid, `plain`
 * always the success dialog (account §4 "success mode").
 */
export type BindSuccessMode = 'coin' | 'plain';

export interface BindPhoneState {
  view: BindPhoneView;
  phone: string;
  code: string;
  requested: boolean;
  /** End of the resend countdown (epoch ms). */
  resendAt: number | null;
  pending: 'send' | 'confirm' | null;
  /** Gold the claim paid, or null. */
  bonus: number | null;
  /** The failed reply, read by `bindPhoneErrorMessage`. */
  error: unknown;
  successMode: BindSuccessMode;
  onSuccess: (() => void) | null;
  /** Opened for the bonus alone (a bound phone): an error's 確定 closes instead of showing the form. */
  claimOnly: boolean;
}

export const initialBindPhone: BindPhoneState = {
  view: null,
  phone: '',
  code: '',
  requested: false,
  resendAt: null,
  pending: null,
  bonus: null,
  error: null,
  successMode: 'coin',
  onSuccess: null,
  claimOnly: false,
};

export const useBindPhoneStore = createStore<BindPhoneState>('bindPhone', () => initialBindPhone);
