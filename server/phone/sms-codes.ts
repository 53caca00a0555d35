/**
 * SMS codes for phone sign-in and phone binding: issue under the daily limits, verify with
 * at most 3 tries. Decisions (also in docs/protocol-account.md):
 *
 * Daily limits, counted per Asia/Taipei calendar day on the server clock (QA can move it),
 * over every code issued that day, used or not:
 * - 200030 (您的門號…): the PHONE NUMBER already received 5 codes today, sign-in and bind
 *   codes together, whoever asked — it protects the handset from SMS flooding.
 * - 200063 (此裝置…): the DEVICE (DeviceID) already requested 5 codes today, any number,
 *   any purpose.
 * - 200035 (您已達到…): the signed-in PLAYER already requested 5 bind codes today, for any
 *   numbers. Sign-in codes have no player, so 200035 only ever answers a bind request.
 * When several hold, the first in that order answers (phone, device, player): the number
 * is what the player typed, so its limit is the most actionable message.
 *
 * Abuse limits (issue 8, server/http/abuse-limits.ts), checked after the daily ones in the
 * same transaction: the resend wait of the number (200301 with {RetryAfter}), the client
 * address's hourly limit (200302), then the server's per-minute limit (200303).
 *
 * Verification (only the newest code of a scope counts, so a new code kills the previous):
 * - no code, a used code, or a code older than 10 minutes → 200056 (verify failed; the
 *   expiry is "not a valid code", not a tries problem, and it costs no try);
 * - wrong code → 200032 with RemainingTime 2, then 1; the third wrong try → 200062 and the
 *   code is dead (every later try, even the right code, → 200062);
 * - the right code is usable once; two parallel correct tries: one wins, the other → 200056.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { Code, PhoneRules, type CodeResendWaitResult, type CodeSendCheckResult, type WrongCodeResult } from '../../src/protocol';
import { taipeiDayStart } from '../clock';
import { withTransaction, type Repositories } from '../db/repositories';
import { HOUR_MS, MINUTE_MS, windowStart, type AbuseLimitValues } from '../http/abuse-limits';
import { LockName } from '../db/repositories/locks';
import type { SmsPurpose } from '../db/repositories/sms';
import { ReplyError } from '../errors';
import type { Services } from '../services';
import { CODE_TTL_MS } from './rules';

export interface CodeRequest {
  purpose: SmsPurpose;
  phone: string;
  deviceId: string;
  /** The signed-in player asking (binding); null for sign-in codes. */
  playerId: number | null;
  /** The client address that asked (server/http/client-address.ts). */
  clientAddress: string;
}

export interface CodeScope {
  purpose: SmsPurpose;
  phone: string;
  /** Bind codes belong to the player who asked: another player's code never binds. */
  playerId?: number;
}

/** 6 digits from the CSPRNG, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** PhoneRules.CodeLength)).padStart(PhoneRules.CodeLength, '0');
}

const LIMITS: { code: number; message: string; filter: (r: CodeRequest) => { phone?: string; deviceId?: string; playerId?: number } | null }[] = [
  { code: Code.PhoneDailyLimit, message: '您的門號已達當日發送驗證碼上限', filter: (r) => ({ phone: r.phone }) },
  { code: Code.DeviceDailyLimit, message: '此裝置已達到每日收取驗證碼上限', filter: (r) => ({ deviceId: r.deviceId }) },
  {
    code: Code.PlayerDailyCodeLimit,
    message: '您已達到每日驗證碼上限',
    filter: (r) => (r.purpose === 'bind' && r.playerId !== null ? { playerId: r.playerId } : null),
  },
];

/**
 * Checks the daily limits and records a new code in one transaction (so parallel requests
 * cannot slip a 6th code in), then delivers it through the SmsSender.
 */
export async function issueSmsCode(services: Services, request: CodeRequest): Promise<void> {
  const since = taipeiDayStart(services.clock.now());
  const code = await withTransaction(services.repos, async (tx) => {
    await tx.locks.hold(LockName.smsCodes); // the counts and the resend wait below, then the insert
    for (const limit of LIMITS) {
      const filter = limit.filter(request);
      if (filter && (await tx.sms.countSince(filter, since)) >= PhoneRules.CodesPerDay) {
        throw new ReplyError(limit.code, limit.message);
      }
    }
    const abuse = services.abuseLimits.forAddress(request.clientAddress);
    if (abuse) await checkAbuseLimits(tx, abuse, request, services.clock.now());
    const fresh = randomCode();
    await tx.sms.issue({ ...request, code: fresh });
    return fresh;
  });
  try {
    await services.sms.send({ phone: request.phone, code, purpose: request.purpose });
  } catch (err) {
    services.log.error('sms delivery failed', { err, phone: request.phone, purpose: request.purpose });
    throw new ReplyError(Code.BindGeneric, 'sms delivery failed');
  }
}

const RESEND_MS = PhoneRules.ResendSeconds * 1000;

/**
 * What a send would answer now, without sending (POST /api/v1/valid_captcha, decision 329): the
 * first daily limit reached, in the send's order (phone, device, player), as the send's refusal;
 * else the seconds left of the number's resend wait and the codes left today. The wait is told
 * where the send would wait (200301): not where the abuse limits are off (QA loopback), where a
 * second code goes out at once.
 */
export async function codeSendStatus(services: Services, request: CodeRequest): Promise<CodeSendCheckResult> {
  const now = services.clock.now();
  const since = taipeiDayStart(now);
  let left: number = PhoneRules.CodesPerDay;
  for (const limit of LIMITS) {
    const filter = limit.filter(request);
    if (!filter) continue;
    const used = await services.repos.sms.countSince(filter, since);
    if (used >= PhoneRules.CodesPerDay) throw new ReplyError(limit.code, limit.message);
    left = Math.min(left, PhoneRules.CodesPerDay - used);
  }
  const last = services.abuseLimits.forAddress(request.clientAddress) ? await services.repos.sms.lastIssuedAt(request.phone) : undefined;
  const waitMs = last === undefined ? 0 : RESEND_MS - (now - last);
  return { WaitSeconds: Math.max(0, Math.ceil(waitMs / 1000)), CodesLeft: left };
}

async function checkAbuseLimits(tx: Repositories, limits: AbuseLimitValues, request: CodeRequest, now: number): Promise<void> {
  const last = await tx.sms.lastIssuedAt(request.phone);
  if (last !== undefined && now - last < RESEND_MS) {
    const retryAfter = Math.ceil((RESEND_MS - (now - last)) / 1000);
    throw new ReplyError(Code.CodeResendWait, `請於 ${retryAfter} 秒後再重新索取`, { RetryAfter: retryAfter } satisfies CodeResendWaitResult);
  }
  if ((await tx.sms.countSince({ clientAddress: request.clientAddress }, windowStart(now, HOUR_MS))) >= limits.codesPerAddressPerHour) {
    throw new ReplyError(Code.AddressCodeLimit, 'too many codes from this address');
  }
  if ((await tx.sms.countSince({}, windowStart(now, MINUTE_MS))) >= limits.codesPerMinute) {
    throw new ReplyError(Code.GlobalCodeLimit, 'too many codes sent right now');
  }
}

/** Consumes the scope's newest code if `input` matches it; otherwise throws the rule's code. */
export async function verifySmsCode(services: Services, scope: CodeScope, input: string): Promise<void> {
  const { sms } = services.repos;
  const row = await sms.latestFor(scope);
  const max = PhoneRules.TriesPerCode;
  const failed = () => new ReplyError(Code.VerifyFailed, '驗證失敗');
  const exhausted = () => new ReplyError(Code.CodeTriesExhausted, '此驗證碼已達驗證上限');

  if (!row || row.used_at !== null) throw failed();
  if (row.tries >= max) throw exhausted();
  if (services.clock.now() - Number(row.created_at) >= CODE_TTL_MS) throw failed();

  if (!sameCode(row.code, input)) {
    const tries = await sms.addTryIfOpen(row.id, max);
    if (tries === null) throw exhausted(); // a parallel request used the last try
    const remaining = max - tries;
    if (remaining <= 0) throw exhausted();
    throw new ReplyError(Code.WrongCode, '驗證碼錯誤', { RemainingTime: remaining } satisfies WrongCodeResult);
  }
  if (!(await sms.useIfOpen(row.id, max))) throw failed();
}

function sameCode(expected: string, input: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(input);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** QA: the code of the last SMS delivered to a phone (of one purpose if given). */
export async function lastSentCode(services: Services, phone: string, purpose?: SmsPurpose): Promise<string | undefined> {
  return (await services.repos.sms.lastDelivered(phone, purpose))?.code;
}
