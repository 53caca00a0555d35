/**
 * The email and invoice helpers (header api-token; docs/protocol-invoice.md):
 * POST /api/v1/email/check, /api/v1/email/bind, /api/v1/invoice/preference and
 * /api/v1/invoice/preference/set. A body that fails its schema answers 400 Code 100001.
 */
import { invoiceApi } from '../../src/protocol';
import type { Router } from '../http/router';
import { serve } from '../http/serve';
import type { Services } from '../services';
import { bindEmail, checkEmail } from './email-binding';
import { invoiceSettings, setInvoicePreference } from './invoice-preference';

export function registerInvoiceRoutes(router: Router, services: Services): void {
  const s = services;
  serve(router, s, invoiceApi.EmailCheck, ({ playerId, body, ctx }) => checkEmail(s, playerId, ctx.clientAddress, body.Email));
  serve(router, s, invoiceApi.EmailBind, ({ playerId, body, ctx }) => bindEmail(s, playerId, ctx.clientAddress, body.Email));
  serve(router, s, invoiceApi.Preference, ({ playerId }) => invoiceSettings(s, playerId));
  serve(router, s, invoiceApi.SetPreference, ({ playerId, body }) => setInvoicePreference(s, playerId, body));
}
