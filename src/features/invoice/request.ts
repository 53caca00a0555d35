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
