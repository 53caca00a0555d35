/**
 * Payment settings from the environment:
 * - PAYMENT_CALLBACK_SECRET: the HMAC key providers sign callbacks with. Outside production a
 *   dev default is used when unset; in production, unset means every callback is refused.
 * - PAYMENT_SIMULATOR: the built-in simulated providers (pay page with 付款 / 失敗). On outside
 *   production; in production only with PAYMENT_SIMULATOR=1 (a demo deployment), since its pay
 *   page credits goods without money. Without it no order can be created (200456).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { callbackSigningText, type PaymentCallback } from '../../src/protocol';

/** The secret outside production when PAYMENT_CALLBACK_SECRET is unset (never in production). */
export const DEV_PAYMENT_SECRET = 'dev-payment-callback-secret';

export interface PaymentConfig {
  /** null: no secret (production without PAYMENT_CALLBACK_SECRET): every callback is refused. */
  secret: string | null;
  /** The simulated providers serve pay pages and accept their buttons. */
  simulator: boolean;
}

export function readPaymentConfig(env: Record<string, string | undefined> = process.env): PaymentConfig {
  const production = env.NODE_ENV === 'production';
  const configured = env.PAYMENT_CALLBACK_SECRET?.trim();
  const secret = configured ? configured : production ? null : DEV_PAYMENT_SECRET;
  const simulator = production ? env.PAYMENT_SIMULATOR === '1' && secret !== null : env.PAYMENT_SIMULATOR !== '0';
  return { secret, simulator };
}

/** Lower-case hex HMAC-SHA256 of the callback's signing text. */
export function signCallback(secret: string, cb: Omit<PaymentCallback, 'Signature'>): string {
  return createHmac('sha256', secret).update(callbackSigningText(cb), 'utf8').digest('hex');
}

/** A signed callback body as a provider would send it. */
export function signedCallback(secret: string, cb: Omit<PaymentCallback, 'Signature'>): PaymentCallback {
  return { ...cb, Signature: signCallback(secret, cb) };
}

/** Constant-time check of a callback's Signature. */
export function verifyCallback(secret: string | null, cb: PaymentCallback): boolean {
  if (secret === null) return false;
  const expected = Buffer.from(signCallback(secret, cb), 'utf8');
  const given = Buffer.from(cb.Signature.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
