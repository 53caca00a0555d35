/**
 * The abuse limits of issue 8 (numbers and reasons in docs/decisions/065-abuse-limits.md;
 * why rows are counted: docs/decisions/066-abuse-limit-counting.md): per client address
 * and for the whole server, on SMS code sends and on guest sign-ups, plus the resend wait of
 * one number. The limits are counted as rows in the database, in the transaction that records
 * the send or the sign-up (server/phone/sms-codes.ts, server/players/guest-sign-up.ts), so
 * they follow the server clock (QA moves it), vanish with /__qa/reset, and hold across
 * processes that share one database.
 *
 * Under QA mode the machine itself (loopback) is exempt, so the e2e suite can create its
 * many guests and codes from 127.0.0.1, until a test turns the limits on (POST /__qa/limits).
 */
import { isLoopback } from './client-address';

/** The configurable numbers. */
export interface AbuseLimitValues {
  /** SMS codes one address may ask for in a rolling hour. */
  codesPerAddressPerHour: number;
  /** SMS codes the whole server sends in a rolling minute. */
  codesPerMinute: number;
  /** Guest accounts one address may create in a rolling hour. */
  guestsPerAddressPerHour: number;
  /** Guest accounts the whole server creates in a rolling minute. */
  guestsPerMinute: number;
  /** Email checks naming an address plus email binds one address may make in a rolling hour (server/invoice). */
  emailRequestsPerAddressPerHour: number;
}

/** Defaults: generous for one carrier-grade NAT, low enough to cap an SMS bill. */
export const DEFAULT_ABUSE_LIMITS: AbuseLimitValues = {
  codesPerAddressPerHour: 20,
  codesPerMinute: 500,
  guestsPerAddressPerHour: 30,
  guestsPerMinute: 300,
  emailRequestsPerAddressPerHour: 30,
};

/** The windows the limits count over. */
export const HOUR_MS = 3600_000;
export const MINUTE_MS = 60_000;

/** First instant (epoch ms) inside the rolling window of `ms` ending at `now`: a row exactly `ms` old has left it. */
export function windowStart(now: number, ms: number): number {
  return now - ms + 1;
}

const ENV_NAMES: Record<keyof AbuseLimitValues, string> = {
  codesPerAddressPerHour: 'LIMIT_SMS_PER_ADDRESS_HOUR',
  codesPerMinute: 'LIMIT_SMS_PER_MINUTE',
  guestsPerAddressPerHour: 'LIMIT_GUESTS_PER_ADDRESS_HOUR',
  guestsPerMinute: 'LIMIT_GUESTS_PER_MINUTE',
  emailRequestsPerAddressPerHour: 'LIMIT_EMAIL_PER_ADDRESS_HOUR',
};

/**
 * The limits from the environment (LIMIT_SMS_PER_ADDRESS_HOUR, LIMIT_SMS_PER_MINUTE,
 * LIMIT_GUESTS_PER_ADDRESS_HOUR, LIMIT_GUESTS_PER_MINUTE), each a positive integer.
 * @example readAbuseLimits({ LIMIT_SMS_PER_MINUTE: '100' }).codesPerMinute === 100
 */
export function readAbuseLimits(env: Record<string, string | undefined>): AbuseLimitValues {
  const values = { ...DEFAULT_ABUSE_LIMITS };
  for (const key of Object.keys(ENV_NAMES) as (keyof AbuseLimitValues)[]) {
    const raw = env[ENV_NAMES[key]];
    if (raw === undefined || raw === '') continue;
    if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new Error(`${ENV_NAMES[key]} must be a positive integer, got "${raw}"`);
    values[key] = Number(raw);
  }
  return values;
}

/** The limits in force, and QA's switch to lower them or to stop exempting loopback. */
export interface AbuseLimits {
  /** The limits that apply to a request from `address`; null when it is exempt (QA loopback). */
  forAddress(address: string): AbuseLimitValues | null;
  /** QA: new values (missing ones kept) and whether loopback is limited too. */
  set(values: Partial<AbuseLimitValues>, enforceOnLoopback: boolean): AbuseLimitValues;
  /** QA reset: back to the configured values and the loopback exemption. */
  reset(): void;
}

/** The server's limits: `configured` values; loopback exempt only under QA mode. */
export function createAbuseLimits(configured: AbuseLimitValues, qaMode: boolean): AbuseLimits {
  let current = { ...configured };
  let exemptLoopback = qaMode;
  return {
    forAddress: (address) => (exemptLoopback && isLoopback(address) ? null : current),
    set(values, enforceOnLoopback) {
      current = { ...current, ...values };
      exemptLoopback = qaMode && !enforceOnLoopback;
      return current;
    },
    reset() {
      current = { ...configured };
      exemptLoopback = qaMode;
    },
  };
}
