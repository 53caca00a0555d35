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

export function createOutboxSmsSender(sms: SmsRepository, log: Logger): SmsSender {
  return {
    async send(message) {
      await sms.recordDelivery(message);
      // The code itself is not logged: logs outlive the code's usefulness and leak.
      log.info('sms recorded in demo outbox', { phone: message.phone, purpose: message.purpose });
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
