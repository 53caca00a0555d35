/**
 * QA control of the simulated Ministry of Finance (docs/qa-api.md "E-invoice"):
 * - `POST /__qa/invoice/carriers` `{MobileBarcodes?, Certificates?}`: these carriers are known
 *   from now on (formats as the player's; stored upper-cased). Answers `{Added}`.
 * - `POST /__qa/invoice/mof` `{Down}`: while down, every carrier verification answers 200091.
 * Both live in the database: every server process sees them; /__qa/reset clears them.
 */
import * as z from 'zod/mini';
import { citizenCertificateSchema, InvoiceQaPath, mobileBarcodeSchema, parsePayload } from '../../src/protocol';
import { badRequest, type HttpResult } from '../http/reply';
import type { Router } from '../http/router';
import type { Services } from '../services';
import { registerMofCarriers, setMofDown } from './mof-simulator';

const carriersSchema = z.object({
  MobileBarcodes: z.optional(z.array(mobileBarcodeSchema).check(z.maxLength(100))),
  Certificates: z.optional(z.array(citizenCertificateSchema).check(z.maxLength(100))),
});

const mofSchema = z.object({ Down: z.boolean() });

export function registerQaInvoiceRoutes(router: Router, services: Services): void {
  router.post(InvoiceQaPath.Carriers, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(carriersSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { MobileBarcodes = [], Certificates = [] } = parsed.value;
    if (MobileBarcodes.length + Certificates.length === 0) return badRequest('MobileBarcodes or Certificates: nothing to register');
    const added = await registerMofCarriers(services, MobileBarcodes, Certificates);
    return { body: { ok: true, Added: added, MobileBarcodes, Certificates } };
  });

  router.post(InvoiceQaPath.Mof, async (ctx): Promise<HttpResult> => {
    const parsed = parsePayload(mofSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    await setMofDown(services, parsed.value.Down);
    return { body: { ok: true, Down: parsed.value.Down } };
  });
}
