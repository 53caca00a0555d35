/**
 * Bind-phone errors (account §8). The bind helpers answer with an error object
 * `{ code, msg, res: { RemainingTime } }` whose `code` is usually 100001 and whose `msg`
 * carries the real code. This module finds that code and picks the text; it never throws.
 *
 * Accepted shapes:
 * - `{ code, msg, res: { RemainingTime } }` (the spec's error object), or the HTTP helper
 *   envelope `{ Code, Message, Result: { RemainingTime } }`, or the `msg` string alone;
 * - `code` may be a number or a numeric string; a missing or unreadable `code` counts as 100001.
 *
 * Accepted `msg` formats when `code` is 100001 (or missing):
 * - colon form: the first colon-separated part after the first colon that is an integer
 *   (trimmed): `"bind failed:200032"`, `"100001: 200030"`, `"verify:step2:200062"`;
 * - bar form (only when there is no colon): the last `|`-separated part, if an integer:
 *   `"x|y|200030"`;
 * - bare form (neither colon nor bar): the whole trimmed message, if an integer: `"200082"`.
 * Anything else (`"bind failed"`, `"a:b"`, `"x|oops"`, `null`) has no inner code.
 * When `code` is another error code (e.g. `200032`), that code is used as is.
 *
 * Texts: 200029, 200030, 200031, 200032, 200035, 200056, 200062, 200063, 200082 → their own
 * texts (200032 interpolates RemainingTime, default 0); the abuse limits 200301–200303 theirs
 * (200301 interpolates RetryAfter as `seconds`, default 60); 100001 → the reward-claim error;
 * anything else, including no inner code → 綁定錯誤 (`bindPhone.generic`).
 */
import { PhoneRules } from './account';
import { Code } from './codes';
import { fallbackText, translateError, type TranslateFn } from './errors';

/** Codes whose own text is shown in the bind-phone flow. */
export const BIND_PHONE_CODES: ReadonlySet<number> = new Set([
  Code.BindGeneric,
  Code.PhoneDailyLimit,
  Code.PhoneBoundElsewhere,
  Code.WrongCode,
  Code.PlayerDailyCodeLimit,
  Code.VerifyFailed,
  Code.CodeTriesExhausted,
  Code.DeviceDailyLimit,
  Code.PhoneAccountsFull,
  // Abuse limits (issue 8): the bind flow sends codes too.
  Code.CodeResendWait,
  Code.AddressCodeLimit,
  Code.GlobalCodeLimit,
]);

/** Key of the reward-claim error (inner code 100001). */
export const BIND_PHONE_REWARD_KEY = 'bindPhone.100001';
/** Key of 綁定錯誤, for every other code. */
export const BIND_PHONE_GENERIC_KEY = 'bindPhone.generic';

/** The spec's bind error object; every field is optional because replies are untrusted. */
export interface BindPhoneErrorObject {
  code?: unknown;
  msg?: unknown;
  res?: { RemainingTime?: unknown; RetryAfter?: unknown } | null;
}

/** What was read from a bind error. */
export interface ParsedBindPhoneError {
  /** The real code, or `null` when none could be read. */
  code: number | null;
  /** Tries left on the current code (for 200032); 0 when absent or invalid. */
  remainingTime: number;
  /** Seconds until the number may get another code (for 200301); absent when not given. */
  retryAfter?: number;
}

/** The key and interpolation values for a bind error's text. */
export interface BindPhoneErrorText {
  key: string;
  params: { remainingTime: number; seconds?: number };
  code: number | null;
}

const INTEGER = /^\d+$/;

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && INTEGER.test(value.trim())) {
    const n = Number(value.trim());
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/**
 * Reads the real code out of a bind-phone `msg` (formats in the file comment).
 * @example innerCode('bind failed:200032') // 200032
 */
export function innerCode(msg: unknown): number | null {
  if (typeof msg !== 'string') return null;
  const colon = msg.indexOf(':');
  if (colon >= 0) {
    for (const part of msg.slice(colon + 1).split(':')) {
      const n = toInteger(part);
      if (n !== null) return n;
    }
    return null;
  }
  if (msg.includes('|')) return toInteger(msg.slice(msg.lastIndexOf('|') + 1));
  return toInteger(msg);
}

function remaining(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

function field(obj: Record<string, unknown>, a: string, b: string): unknown {
  return obj[a] !== undefined ? obj[a] : obj[b];
}

/**
 * Reads a bind error (object, envelope or message string) without throwing.
 * @example parseBindPhoneError({ code: 100001, msg: 'x|200032', res: { RemainingTime: 2 } })
 */
export function parseBindPhoneError(error: unknown): ParsedBindPhoneError {
  try {
    if (typeof error === 'string') return { code: innerCode(error), remainingTime: 0 };
    if (typeof error !== 'object' || error === null) return { code: null, remainingTime: 0 };
    const obj = error as Record<string, unknown>;
    const res = field(obj, 'res', 'Result');
    const result = typeof res === 'object' && res !== null ? (res as Record<string, unknown>) : {};
    const remainingTime = remaining(result.RemainingTime);
    const wait = remaining(result.RetryAfter);
    const extra = wait > 0 ? { retryAfter: wait } : {};
    const outer = toInteger(field(obj, 'code', 'Code'));
    if (outer !== null && outer !== Code.InvalidInput) {
      // Success codes are not errors; anything else is already the real code.
      const code = outer === Code.Ok || outer === Code.HttpOk ? null : outer;
      return { code, remainingTime, ...extra };
    }
    return { code: innerCode(field(obj, 'msg', 'Message')), remainingTime, ...extra };
  } catch {
    return { code: null, remainingTime: 0 };
  }
}

/**
 * The errors-namespace key and values for a bind error.
 * @example bindPhoneErrorText({ code: 100001, msg: 'e:200082' }).key // '200082'
 */
export function bindPhoneErrorText(error: unknown): BindPhoneErrorText {
  const { code, remainingTime, retryAfter } = parseBindPhoneError(error);
  const params = code === Code.CodeResendWait ? { remainingTime, seconds: retryAfter ?? PhoneRules.ResendSeconds } : { remainingTime };
  if (code !== null && BIND_PHONE_CODES.has(code)) return { key: String(code), params, code };
  if (code === Code.InvalidInput) return { key: BIND_PHONE_REWARD_KEY, params, code };
  return { key: BIND_PHONE_GENERIC_KEY, params, code };
}

/**
 * The text to show for a bind error, through an i18next-style `t` (namespace `errors`).
 * @example bindPhoneErrorMessage(t, { code: 100001, msg: 'bind failed:200032', res: { RemainingTime: 1 } })
 * // 驗證碼錯誤(剩餘驗證次數：1)
 */
export function bindPhoneErrorMessage(t: TranslateFn, error: unknown): string {
  const { key, params, code } = bindPhoneErrorText(error);
  return (
    translateError(t, key, params) ??
    translateError(t, BIND_PHONE_GENERIC_KEY) ??
    fallbackText(code ?? Code.InvalidInput)
  );
}
