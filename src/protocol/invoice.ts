/**
 * E-invoice (電子發票) carrier preference and the email binding behind the member carrier
 * (chat §7 /api/v1/email/check and /email/bind, §8 200089–200093, §9 donation codes; issue 13
 * item 3). Every call is a POST with header api-token answering `{Code, Message, Result}`
 * (Code 0 on success). A body that fails its schema answers HTTP 400 Code 100001 naming the
 * field and the rule; the web app parses the same schemas first. See docs/protocol-invoice.md.
 */
import * as z from 'zod/mini';
import { int } from './schema';

export const EmailPath = {
  /** Is an address valid and free; which address the player has bound. */
  Check: '/api/v1/email/check',
  /** Binds (or replaces) the player's address. */
  Bind: '/api/v1/email/bind',
} as const;

/** Not in the spec (docs/decisions/180-invoice-preferences-and-mof.md): the player's invoice preference. */
export const InvoicePath = {
  /** Reads the preference and the bound email. */
  Preference: '/api/v1/invoice/preference',
  /** Sets the preference (the carrier is verified first). */
  SetPreference: '/api/v1/invoice/preference/set',
} as const;

/** QA control of the simulated Ministry of Finance (財政部) API; docs/qa-api.md. */
export const InvoiceQaPath = {
  /** Registers mobile barcodes and citizen certificates the simulated MoF knows. */
  Carriers: '/__qa/invoice/carriers',
  /** Takes the simulated MoF API down (200091) or brings it back. */
  Mof: '/__qa/invoice/mof',
} as const;

/** How the invoice is delivered. */
export const InvoiceCarrierType = {
  /** 會員載具: the invoice goes to the bound email (200093 without one). */
  Member: 1,
  /** 手機條碼 (3J0002): '/' then 7 of 0-9 A-Z + - . */
  MobileBarcode: 2,
  /** 自然人憑證條碼 (CQ0001): 2 upper-case letters then 14 digits. */
  Certificate: 3,
  /** 捐贈 to a charity's 愛心碼. */
  Donation: 4,
} as const;
export type InvoiceCarrierTypeValue = (typeof InvoiceCarrierType)[keyof typeof InvoiceCarrierType];

/** The charities a player may donate the invoice to (chat §9), in the spec's order. */
export const DONATION_CODES = ['3450', '8585', '88888', '58813', '5943'] as const;

export const EMAIL_MAX_LENGTH = 254;
export const MOBILE_BARCODE_PATTERN = /^\/[0-9A-Z+\-.]{7}$/;
export const CITIZEN_CERTIFICATE_PATTERN = /^[A-Z]{2}\d{14}$/;
/** A donation code (愛心碼) is 3 to 7 digits; only DONATION_CODES are accepted. */
export const DONATION_CODE_PATTERN = /^\d{3,7}$/;

/** Trimmed and lower-cased: how an address is stored and compared. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** True for an address the bind accepts (after normaliseEmail). */
export const isEmailAddress = (email: string): boolean => email.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(email);

/** A rule on a normalised string with its own words for the error (`Carrier: …`). */
const rule = (test: (s: string) => boolean, words: string) => z.refine<string>(test, { error: words });

/** An address: trimmed, lower-cased, then checked. */
export const emailSchema = z
  .string()
  .check(z.maxLength(320), z.trim(), z.toLowerCase(), rule(isEmailAddress, 'expected an email address such as name@example.com'));

export const mobileBarcodeSchema = z
  .string()
  .check(z.maxLength(32), z.trim(), z.toUpperCase(), rule((s) => MOBILE_BARCODE_PATTERN.test(s), 'a mobile barcode is "/" then 7 characters of 0-9, A-Z, +, -, .'));

export const citizenCertificateSchema = z
  .string()
  .check(z.maxLength(32), z.trim(), z.toUpperCase(), rule((s) => CITIZEN_CERTIFICATE_PATTERN.test(s), 'a citizen certificate barcode is 2 letters then 14 digits'));

export const donationCodeSchema = z
  .string()
  .check(z.maxLength(32), z.trim(), rule((s) => DONATION_CODE_PATTERN.test(s), 'a donation code is 3 to 7 digits'));

/** Body of /api/v1/email/check: an address to check (any text: an invalid one answers Valid false), or none. */
export const emailCheckRequestSchema = z.object({ Email: z.optional(z.string().check(z.maxLength(320))) });
export type EmailCheckRequest = z.infer<typeof emailCheckRequestSchema>;

export const emailCheckResultSchema = z.object({
  /** The player's bound address; null when none. */
  Bound: z.nullable(z.string()),
  /** About the address asked for; null when the body had none. */
  Checked: z.nullable(
    z.object({
      /** Trimmed and lower-cased. */
      Email: z.string(),
      /** A well-formed address. */
      Valid: z.boolean(),
      /** Valid and not bound to another player (the player's own counts as available). */
      Available: z.boolean(),
      /** Already bound to this player. */
      Mine: z.boolean(),
    }),
  ),
});
export type EmailCheckResult = z.infer<typeof emailCheckResultSchema>;

/** Body of /api/v1/email/bind. */
export const emailBindRequestSchema = z.object({ Email: emailSchema });
export type EmailBindRequest = z.infer<typeof emailBindRequestSchema>;

/** The bound address; Changed false when it was already this player's. */
export const emailBindResultSchema = z.object({ Email: z.string(), Changed: z.boolean() });
export type EmailBindResult = z.infer<typeof emailBindResultSchema>;

/** Body of /api/v1/invoice/preference/set: the carrier type and its code (none for Member). */
export const invoicePreferenceRequestSchema = z.discriminatedUnion('Type', [
  z.object({ Type: z.literal(InvoiceCarrierType.Member) }),
  z.object({ Type: z.literal(InvoiceCarrierType.MobileBarcode), Carrier: mobileBarcodeSchema }),
  z.object({ Type: z.literal(InvoiceCarrierType.Certificate), Carrier: citizenCertificateSchema }),
  z.object({ Type: z.literal(InvoiceCarrierType.Donation), Carrier: donationCodeSchema }),
]);
export type InvoicePreferenceRequest = z.infer<typeof invoicePreferenceRequestSchema>;

/** A stored preference; for Member, Carrier is the bound email as it is now. */
export const invoicePreferenceSchema = z.object({ Type: int(1, 4), Carrier: z.string() });
export type InvoicePreference = z.infer<typeof invoicePreferenceSchema>;

/** Result of both invoice calls: the preference (null until set) and the bound email. */
export const invoiceSettingsSchema = z.object({
  Preference: z.nullable(invoicePreferenceSchema),
  Email: z.nullable(z.string()),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** Body of /api/v1/invoice/preference: nothing. */
export const invoicePreferenceReadSchema = z.object({});
