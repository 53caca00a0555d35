/** The HTTP contract's entries of one group (src/protocol/http-contract.ts collects them). */
import { emailBindRequestSchema, emailBindResultSchema, emailCheckRequestSchema, emailCheckResultSchema, EmailPath, InvoicePath, invoicePreferenceReadSchema, invoicePreferenceRequestSchema, invoiceSettingsSchema } from '../invoice';
import type { HttpEndpoint } from '../http-endpoint';

/** The email and invoice helpers (docs/protocol-invoice.md). */
export const invoiceApi = {
  EmailCheck: { path: EmailPath.Check, request: emailCheckRequestSchema, result: emailCheckResultSchema, access: 'player', browser: 'relay' },
  EmailBind: { path: EmailPath.Bind, request: emailBindRequestSchema, result: emailBindResultSchema, access: 'player', browser: 'relay' },
  Preference: { path: InvoicePath.Preference, request: invoicePreferenceReadSchema, result: invoiceSettingsSchema, access: 'player', browser: 'relay' },
  SetPreference: { path: InvoicePath.SetPreference, request: invoicePreferenceRequestSchema, result: invoiceSettingsSchema, access: 'player', browser: 'relay' },
} as const satisfies Record<string, HttpEndpoint>;
