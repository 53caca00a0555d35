import { createStore } from '@/lib/create-store';
import type { Mail } from '@/protocol/mail';

/**
 * The signed-in player's mail: the unread count (the badge, on every page) and, once the mail
 * dialog asked for them, the loaded rows. Schema-free (types only) so the badge in the top
 * bar does not bring the protocol into a first visit.
 */
export interface MailState {
  /** The server's unread count (0 until it answered). */
  unread: number;
  /** The dialog is open. */
  open: boolean;
  /** Rows loaded so far, newest first (deduplicated by MailID). */
  rows: Mail[];
  /** How many mails the player keeps (the server's Total). */
  total: number;
  /** The first page arrived. */
  loaded: boolean;
  loading: boolean;
  /** The mail shown in full, or null for the list. */
  selected: number | null;
  /** Mails with a request in flight. */
  busy: readonly number[];
  /** Player mails already answered with a thank-you on this page (hides 領取並回送). */
  sentBack: readonly number[];
  /** The last failure's text, shown under the list. */
  error: string | null;
}

export const initialMail: MailState = {
  unread: 0,
  open: false,
  rows: [],
  total: 0,
  loaded: false,
  loading: false,
  selected: null,
  busy: [],
  sentBack: [],
  error: null,
};

export const useMailStore = createStore<MailState>('mail', () => initialMail);

/** Opens the mail dialog from anywhere (its code loads on the first opening). */
export function openMail(): void {
  useMailStore.setState({ open: true, selected: null, error: null });
}

export function closeMail(): void {
  useMailStore.setState({ open: false, selected: null });
}

/** Forgets everything (sign-out, another player). */
export function resetMail(): void {
  useMailStore.setState(initialMail);
}
