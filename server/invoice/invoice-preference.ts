/**
 * The player's e-invoice preference (docs/protocol-invoice.md): member carrier (the bound
 * email; 200093 without one), mobile barcode or citizen certificate (verified with the
 * simulated Ministry of Finance: 200089 / 200092 unknown, 200091 API down), or a donation to
 * one of the listed charities (200090 otherwise). Formats are the request schema's
 * (src/protocol/invoice.ts); values arrive trimmed and upper-cased.
 */
import { Code, DONATION_CODES, InvoiceCarrierType, type InvoicePreferenceRequest, type InvoiceSettings } from '../../src/protocol';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { invoiceStore, type StoredPreference } from '../db/repositories/invoice';
import { verifyWithMof } from './mof-simulator';

/** The preference (null until set) and the bound email; a member preference names the email as it is now. */
export async function invoiceSettings(services: Services, playerId: number): Promise<InvoiceSettings> {
  const store = invoiceStore(services.repos.db);
  const email = await store.emailOf(playerId);
  const stored = await store.preferenceOf(playerId);
  if (!stored) return { Preference: null, Email: email };
  const carrier = stored.type === InvoiceCarrierType.Member ? (email ?? '') : (stored.carrier ?? '');
  return { Preference: { Type: stored.type, Carrier: carrier }, Email: email };
}

/** Checks the carrier, then stores it as the player's preference; answers the settings after. */
export async function setInvoicePreference(services: Services, playerId: number, request: InvoicePreferenceRequest): Promise<InvoiceSettings> {
  const store = invoiceStore(services.repos.db);
  let preference: StoredPreference;
  switch (request.Type) {
    case InvoiceCarrierType.Member:
      if ((await store.emailOf(playerId)) === null) throw new ReplyError(Code.InvoiceEmailNotBound, 'bind an email (/api/v1/email/bind) before choosing the member carrier');
      preference = { type: request.Type, carrier: null };
      break;
    case InvoiceCarrierType.MobileBarcode:
      await verifyWithMof(services.repos.db, 'mobile', request.Carrier);
      preference = { type: request.Type, carrier: request.Carrier };
      break;
    case InvoiceCarrierType.Certificate:
      await verifyWithMof(services.repos.db, 'certificate', request.Carrier);
      preference = { type: request.Type, carrier: request.Carrier };
      break;
    case InvoiceCarrierType.Donation:
      if (!(DONATION_CODES as readonly string[]).includes(request.Carrier)) {
        throw new ReplyError(Code.InvoiceDonationCodeNotFound, `donation code ${request.Carrier} is not one of ${DONATION_CODES.join(', ')}`);
      }
      preference = { type: request.Type, carrier: request.Carrier };
      break;
  }
  await store.setPreference(playerId, preference, services.clock.now());
  return invoiceSettings(services, playerId);
}
