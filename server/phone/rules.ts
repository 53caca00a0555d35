/**
 * Server-side numbers of the phone features. The limits shared with the client live in
 * `PhoneRules` (src/protocol/account.ts); these are the ones only the server needs.
 */
import { Code, normalisePhoneNumber, PhoneRules } from '../../src/protocol';
import { ReplyError } from '../errors';

/** Gold paid once per player for binding a phone (bonus dialog 手機綁定獎勵). */
export const BIND_PHONE_BONUS_GOLD = 30_000;

/**
 * How long a phone ticket (the Token of /api/v1/captcha/valid) signs in: as long as the
 * client keeps the choose-account list in its cookie (account §4: 1 day), so picking an
 * account from that list later in the day still works.
 */
export const PHONE_TICKET_TTL_MS = 24 * 3600_000;

export const CODE_TTL_MS = PhoneRules.CodeTtlSeconds * 1000;

/** 100001 手機格式錯誤: the message the phone sign-in modal shows (errors `phone.100001`). */
export const PHONE_FORMAT_MESSAGE = '手機格式錯誤';

/**
 * CountryCode + PhoneNumber → national number 09xxxxxxxx, or ReplyError 100001. Country code
 * 886 may come as 886, "886" or "+886".
 */
export function parsePhone(countryCode: number | string, phoneNumber: string | number): string {
  const country = String(countryCode).trim().replace(/^\+/, '');
  const digits = typeof phoneNumber === 'number' ? String(phoneNumber) : phoneNumber.trim();
  const phone = country === String(PhoneRules.CountryCode) ? normalisePhoneNumber(digits) : null;
  if (!phone) throw new ReplyError(Code.InvalidInput, PHONE_FORMAT_MESSAGE);
  return phone;
}
