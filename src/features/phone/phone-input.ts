import { PhoneRules, normalisePhoneNumber } from '@/protocol/account-rules';

/**
 * The phone field as typed (account §5): digits only, at most 12. Anything else the player
 * types or pastes is dropped.
 * @example phoneInput('0912-345 678') // '0912345678'
 */
export function phoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PhoneRules.MaxInputLength);
}

/** The code field as typed: digits only, at most 6. */
export function codeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PhoneRules.CodeLength);
}

/**
 * True when the number can take a code: 9 digits starting with 9, or 10 starting with 09.
 * Everything shorter, longer or otherwise keeps send-code disabled.
 */
export function isSendablePhone(input: string): boolean {
  return normalisePhoneNumber(input) !== null;
}

/**
 * True when the typed number can never become valid: it does not start with 0 or 9, or it
 * starts 0 but not 09, or it is already too long. The form then shows 請輸入正確手機號碼格式.
 */
export function isMalformedPhone(input: string): boolean {
  if (input === '') return false;
  if (!/^[09]/.test(input)) return true;
  if (input.startsWith('0')) return (input.length >= 2 && input[1] !== '9') || input.length > 10;
  return input.length > 9;
}

/** True when the code has its 6 digits. */
export function isCompleteCode(code: string): boolean {
  return code.length === PhoneRules.CodeLength && /^\d+$/.test(code);
}

/** The national number sent to the lobby (a leading 9 gets its 0), or null. */
export { normalisePhoneNumber };
