/**
 * Phone HTTP helpers (account §7): sign-in SMS send/verify, and for a signed-in player
 * (header api-token) bind SMS send/verify and the bind bonus claim. Paths in
 * `AccountPath`; bodies and replies in docs/protocol-account.md.
 *
 * Sign-in failures carry the real code (200030, 200032 + {RemainingTime}, 100001 手機格式錯誤…).
 * Bind failures use account §8's envelope: Code 100001, Message `bind failed:<code>`,
 * Result {RemainingTime} for 200032 — exactly what `parseBindPhoneError` reads. Session
 * codes (100005, 100014) stay direct so the global session handling sees them.
 */
import {
  AccountPath,
  BIND_BONUS_SCREEN,
  BIND_ERROR_PREFIX,
  Code,
  PhoneRules,
  bindBonusClaimRequestSchema,
  bindCodeSendRequestSchema,
  bindCodeVerifyRequestSchema,
  parsePayload,
  signInCodeSendRequestSchema,
  signInCodeVerifyRequestSchema,
  type BindCodeVerifyResult,
  type CodeSendResult,
  type HttpReply,
} from '../../src/protocol';
import { ReplyError } from '../errors';
import { claimBindBonus, sendBindCode, verifyBindCode } from '../phone/bind';
import { verifySignInCode } from '../phone/phone-sign-in';
import { parsePhone, PHONE_FORMAT_MESSAGE } from '../phone/rules';
import { issueSmsCode } from '../phone/sms-codes';
import type { Services } from '../services';
import { errorResult, type HttpResult, type RequestContext, type Router } from './router';


const SENT: CodeSendResult = { ExpiresIn: PhoneRules.CodeTtlSeconds, ResendAfter: PhoneRules.ResendSeconds };

export function ok<R>(result: R): HttpResult {
  return { body: { Code: Code.HttpOk, Message: '', Result: result } satisfies HttpReply<R> };
}

export function fail(code: number, message: string, result: unknown = null): HttpResult {
  return { body: { Code: code, Message: message, Result: result } satisfies HttpReply<unknown> };
}

/** The api-token header, trimmed; undefined when absent or blank. */
export function apiToken(ctx: RequestContext): string | undefined {
  const header = ctx.headers['api-token'];
  const token = Array.isArray(header) ? header[0] : header;
  return token && token.trim() !== '' ? token.trim() : undefined;
}

/** The signed-in player of a request, or the session failure to answer with. */
async function signedIn(services: Services, ctx: RequestContext): Promise<{ playerId: number } | HttpResult> {
  const token = apiToken(ctx);
  const session = token ? await services.sessions.verify(token) : null;
  if (!session) return fail(Code.SessionExpired, '連線已過期，請重新登入');
  if (session.suspended) return fail(Code.AccountSuspended, '帳號已被停用，如有任何疑問，請聯繫客服');
  return { playerId: session.playerId };
}

/** Account §8 envelope of a bind failure. */
export function bindFailure(err: ReplyError): HttpResult {
  if (err.code === Code.SessionExpired || err.code === Code.AccountSuspended) return fail(err.code, err.message);
  // No inner code: the bind modal shows 綁定錯誤 (its form already checks the format).
  if (err.code === Code.InvalidInput && err.message === PHONE_FORMAT_MESSAGE) return fail(Code.InvalidInput, err.message);
  return fail(Code.InvalidInput, `${BIND_ERROR_PREFIX}:${err.code}`, err.result ?? null);
}

/** Runs `fn`, turning a ReplyError into its reply. */
async function answer(fn: () => Promise<HttpResult>, onError: (err: ReplyError) => HttpResult): Promise<HttpResult> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ReplyError) return onError(err);
    throw err;
  }
}

const direct = (err: ReplyError) => fail(err.code, err.message, err.result ?? null);

export function registerPhoneRoutes(router: Router, services: Services): void {
  const bad = (message: string) => errorResult(400, Code.InvalidInput, message);

  router.post(AccountPath.SignInCodeSend, async (ctx) => {
    const parsed = parsePayload(signInCodeSendRequestSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const req = parsed.value;
    return answer(async () => {
      const phone = parsePhone(req.CountryCode, req.PhoneNumber);
      await issueSmsCode(services, { purpose: 'signin', phone, deviceId: req.DeviceID, playerId: null });
      return ok(SENT);
    }, direct);
  });

  router.post(AccountPath.SignInCodeVerify, async (ctx) => {
    const parsed = parsePayload(signInCodeVerifyRequestSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const req = parsed.value;
    return answer(async () => {
      const phone = parsePhone(req.CountryCode, req.PhoneNumber);
      return ok(await verifySignInCode(services, phone, req.ValidateCode));
    }, direct);
  });

  router.post(AccountPath.BindCodeSend, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(bindCodeSendRequestSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const req = parsed.value;
    return answer(async () => {
      await sendBindCode(services, who.playerId, parsePhone(req.CountryCode, req.PhoneNumber), req.DeviceID);
      return ok(SENT);
    }, bindFailure);
  });

  router.post(AccountPath.BindCodeVerify, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(bindCodeVerifyRequestSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    const req = parsed.value;
    return answer(async () => {
      const phone = parsePhone(req.CountryCode, req.PhoneNumber);
      await verifyBindCode(services, who.playerId, phone, req.ValidateCode);
      return ok<BindCodeVerifyResult>({ PhoneNumber: phone });
    }, bindFailure);
  });

  router.post(AccountPath.BindBonusClaim, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(bindBonusClaimRequestSchema, ctx.body);
    if (!parsed.ok) return bad(parsed.error);
    return answer(async () => {
      if (parsed.value.Screen !== BIND_BONUS_SCREEN) {
        throw new ReplyError(Code.InvalidInput, `Screen must be ${BIND_BONUS_SCREEN}`);
      }
      return ok(await claimBindBonus(services, who.playerId));
    }, bindFailure);
  });
}
