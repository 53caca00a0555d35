/**
 * The dialog's form, checked on the page with the protocol's own schema before anything is sent
 * (the server checks the same schema again): which carrier type, and its code.
 */
import {
  DONATION_CODES,
  InvoiceCarrierType,
  invoicePreferenceRequestSchema,
  type InvoiceCarrierTypeValue,
  type InvoicePreferenceRequest,
  type InvoiceSettings,
} from '@/protocol/invoice';
import { parsePayload } from '@/protocol/schema';

export interface CarrierForm {
  type: InvoiceCarrierTypeValue;
  /** The mobile barcode or certificate typed (Type 2 / 3). */
  code: string;
  /** The donation code chosen (Type 4). */
  donation: string;
}

/** The types in the order the dialog lists them. */
export const CARRIER_TYPES: readonly InvoiceCarrierTypeValue[] = [
  InvoiceCarrierType.Member,
  InvoiceCarrierType.MobileBarcode,
  InvoiceCarrierType.Certificate,
  InvoiceCarrierType.Donation,
];

/** The form a dialog opens with: the saved preference, else the member carrier. */
export function initialForm(settings: InvoiceSettings | null): CarrierForm {
  const saved = settings?.Preference;
  const type = (saved?.Type ?? InvoiceCarrierType.Member) as InvoiceCarrierTypeValue;
  const typed = type === InvoiceCarrierType.MobileBarcode || type === InvoiceCarrierType.Certificate;
  return {
    type,
    code: typed ? (saved?.Carrier ?? '') : '',
    donation: type === InvoiceCarrierType.Donation && saved ? saved.Carrier : DONATION_CODES[0],
  };
}

/** The request the form makes, or null when its code does not have the type's format. */
export function formRequest(form: CarrierForm): InvoicePreferenceRequest | null {
  const body =
    form.type === InvoiceCarrierType.Member
      ? { Type: form.type }
      : { Type: form.type, Carrier: form.type === InvoiceCarrierType.Donation ? form.donation : form.code };
  const parsed = parsePayload(invoicePreferenceRequestSchema, body);
  return parsed.ok ? parsed.value : null;
}
