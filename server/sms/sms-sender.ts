/**
 * Delivery of SMS codes. Real deployments plug a provider in here; the demo/QA sender only
 * records the message in the outbox table, where `GET /__qa/sms` reads it back.
 */
import type { Logger } from '../log';
import type { SmsPurpose, SmsRepository } from '../db/repositories/sms';

export interface SmsMessage {
  /** National format, 09xxxxxxxx (country code 886 implied). */
  phone: string;
  code: string;
  purpose: SmsPurpose;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The demo/QA sender. `showCodes` (demo mode on a developer's machine, never production)
 * prints the code so a visitor of `npm start` can sign in by phone; otherwise the code is not
 * logged: logs outlive the code's usefulness and leak.
 */
export function createOutboxSmsSender(sms: SmsRepository, log: Logger, { showCodes = false } = {}): SmsSender {
  return {
    async send(message) {
      await sms.recordDelivery(message);
      if (showCodes) {
        log.info('demo SMS (not sent anywhere)', { phone: message.phone, purpose: message.purpose, code: message.code });
      } else {
        log.info('sms recorded in demo outbox', { phone: message.phone, purpose: message.purpose });
      }
    },
  };
}

/** 09xxxxxxxx or 9xxxxxxxx (account spec §5) → 09xxxxxxxx; null if not a mobile number. */
export function normalisePhone(input: string): string | null {
  const digits = input.trim();
  if (/^09\d{8}$/.test(digits)) return digits;
  if (/^9\d{8}$/.test(digits)) return `0${digits}`;
  return null;
}
