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
} from '../../src/protocol';
import { ReplyError } from '../errors';
import { claimBindBonus, sendBindCode, verifyBindCode } from '../phone/bind';
import { verifySignInCode } from '../phone/phone-sign-in';
import { parsePhone, PHONE_FORMAT_MESSAGE } from '../phone/rules';
import { issueSmsCode } from '../phone/sms-codes';
import type { Services } from '../services';
import { answer, badRequest, fail, ok, type HttpResult } from './reply';
import type { Router } from './router';
import { signedIn } from './session';


const SENT: CodeSendResult = { ExpiresIn: PhoneRules.CodeTtlSeconds, ResendAfter: PhoneRules.ResendSeconds };

/** Account §8 envelope of a bind failure. */
export function bindFailure(err: ReplyError): HttpResult {
  if (err.code === Code.SessionExpired || err.code === Code.AccountSuspended) return fail(err.code, err.message);
  // No inner code: the bind modal shows 綁定錯誤 (its form already checks the format).
  if (err.code === Code.InvalidInput && err.message === PHONE_FORMAT_MESSAGE) return fail(Code.InvalidInput, err.message);
  return fail(Code.InvalidInput, `${BIND_ERROR_PREFIX}:${err.code}`, err.result ?? null);
}

export function registerPhoneRoutes(router: Router, services: Services): void {
  router.post(AccountPath.SignInCodeSend, async (ctx) => {
    const parsed = parsePayload(signInCodeSendRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const req = parsed.value;
    return answer(async () => {
      const phone = parsePhone(req.CountryCode, req.PhoneNumber);
      await issueSmsCode(services, { purpose: 'signin', phone, deviceId: req.DeviceID, playerId: null, clientAddress: ctx.clientAddress });
      return ok(SENT);
    });
  });

  router.post(AccountPath.SignInCodeVerify, async (ctx) => {
    const parsed = parsePayload(signInCodeVerifyRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const req = parsed.value;
    return answer(async () => {
      const phone = parsePhone(req.CountryCode, req.PhoneNumber);
      return ok(await verifySignInCode(services, phone, req.ValidateCode));
    });
  });

  router.post(AccountPath.BindCodeSend, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(bindCodeSendRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const req = parsed.value;
    return answer(async () => {
      await sendBindCode(services, who.playerId, parsePhone(req.CountryCode, req.PhoneNumber), req.DeviceID, ctx.clientAddress);
      return ok(SENT);
    }, bindFailure);
  });

  router.post(AccountPath.BindCodeVerify, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(bindCodeVerifyRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
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
    if (!parsed.ok) return badRequest(parsed.error);
    return answer(async () => {
      if (parsed.value.Screen !== BIND_BONUS_SCREEN) {
        throw new ReplyError(Code.InvalidInput, `Screen must be ${BIND_BONUS_SCREEN}`);
      }
      return ok(await claimBindBonus(services, who.playerId));
    }, bindFailure);
  });
}
