/**
 * The invoice preference and the email behind the member carrier (docs/protocol-invoice.md),
 * through the web server's relay (the page has no api-token; src/http/lobby-relay.ts).
 * Never throws: an unreachable server answers 100000, and a success whose Result does not match
 * the protocol is treated the same (Code.Silent, no text of its own).
 */
import { sessionLobbyPost } from '@/config/lobby-http';
import { Code } from '@/protocol/codes';
import {
  EmailPath,
  InvoicePath,
  emailBindResultSchema,
  invoiceSettingsSchema,
  type EmailBindResult,
  type InvoicePreferenceRequest,
  type InvoiceSettings,
} from '@/protocol/invoice';
import type * as z from 'zod/mini';
import { parsePayload } from '@/protocol/schema';

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: number; message: string };

async function call<S extends z.ZodMiniType>(path: string, body: unknown, schema: S, post: typeof sessionLobbyPost): Promise<Outcome<z.output<S>>> {
  const reply = await post<unknown>(path, body);
  if (reply.Code !== Code.HttpOk) return { ok: false, code: reply.Code, message: reply.Message };
  const parsed = parsePayload(schema, reply.Result);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, code: Code.Silent, message: '' };
}

/** The preference (null until set) and the bound email. */
export const loadInvoiceSettings = (post = sessionLobbyPost): Promise<Outcome<InvoiceSettings>> =>
  call(InvoicePath.Preference, {}, invoiceSettingsSchema, post);

/** Sets the preference; the server verifies the carrier first (200089–200093). */
export const saveInvoicePreference = (request: InvoicePreferenceRequest, post = sessionLobbyPost): Promise<Outcome<InvoiceSettings>> =>
  call(InvoicePath.SetPreference, request, invoiceSettingsSchema, post);

/** Binds (or replaces) the player's email (200441 taken, 200442 too many tries). */
export const bindEmail = (email: string, post = sessionLobbyPost): Promise<Outcome<EmailBindResult>> =>
  call(EmailPath.Bind, { Email: email }, emailBindResultSchema, post);
