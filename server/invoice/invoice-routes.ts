/**
 * The email and invoice helpers (header api-token; docs/protocol-invoice.md):
 * POST /api/v1/email/check, /api/v1/email/bind, /api/v1/invoice/preference and
 * /api/v1/invoice/preference/set. A body that fails its schema answers 400 Code 100001.
 */
import {
  EmailPath,
  emailBindRequestSchema,
  emailCheckRequestSchema,
  InvoicePath,
  invoicePreferenceReadSchema,
  invoicePreferenceRequestSchema,
  parsePayload,
} from '../../src/protocol';
import { answer, badRequest, ok } from '../http/reply';
import type { Router } from '../http/router';
import { signedIn } from '../http/session';
import type { Services } from '../services';
import { bindEmail, checkEmail } from './email-binding';
import { invoiceSettings, setInvoicePreference } from './invoice-preference';

export function registerInvoiceRoutes(router: Router, services: Services): void {
  router.post(EmailPath.Check, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(emailCheckRequestSchema, ctx.body ?? {});
    if (!parsed.ok) return badRequest(parsed.error);
    const typed = parsed.value.Email;
    return answer(async () => ok(await checkEmail(services, who.playerId, ctx.clientAddress, typed)));
  });

  router.post(EmailPath.Bind, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(emailBindRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const email = parsed.value.Email;
    return answer(async () => ok(await bindEmail(services, who.playerId, ctx.clientAddress, email)));
  });

  router.post(InvoicePath.Preference, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(invoicePreferenceReadSchema, ctx.body ?? {});
    if (!parsed.ok) return badRequest(parsed.error);
    return ok(await invoiceSettings(services, who.playerId));
  });

  router.post(InvoicePath.SetPreference, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(invoicePreferenceRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const request = parsed.value;
    return answer(async () => ok(await setInvoicePreference(services, who.playerId, request)));
  });
}
