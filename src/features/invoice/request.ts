/**
 * The invoice preference and the email behind the member carrier (invoiceApi of
 * src/protocol/http-contract.ts, docs/protocol-invoice.md), through this site's relay.
 */
import { lobbyCall } from '@/http/lobby-call';
import { invoiceApi, type InvoicePreferenceRequest } from '@/protocol';

/** Sets the preference; the server verifies the carrier first (200089–200093). */
export const saveInvoicePreference = (request: InvoicePreferenceRequest) => lobbyCall(invoiceApi.SetPreference, request);

/** Binds (or replaces) the player's email (200441 taken, 200442 too many tries). */
export const bindEmail = (email: string) => lobbyCall(invoiceApi.EmailBind, { Email: email });

/**
 * Whether a well-formed address is free before it is bound (`Checked.Available`, `Mine`); each
 * check counts against the same hourly limit as a bind (200442), so the page asks once per
 * address the player finished typing, never per keystroke.
 */
export const checkEmail = (email: string) => lobbyCall(invoiceApi.EmailCheck, { Email: email });
