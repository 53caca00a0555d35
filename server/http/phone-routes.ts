/**
 * Phone HTTP helpers (account §7, chat §7 valid_captcha): sign-in SMS send/verify, whether a
 * code may be sent now, and for a signed-in player
 * (header api-token) bind SMS send/verify and the bind bonus claim. Entries in
 * `accountApi`; bodies and replies in docs/protocol-account.md.
 *
 * Sign-in failures carry the real code (200030, 200032 + {RemainingTime}, 100001 手機格式錯誤…).
 * Bind failures use account §8's envelope: Code 100001, Message `bind failed:<code>`,
 * Result {RemainingTime} for 200032 — exactly what `parseBindPhoneError` reads. Session
 * codes (100005, 100014) stay direct so the global session handling sees them.
 */
import { accountApi, BIND_BONUS_SCREEN, BIND_ERROR_PREFIX, Code, PhoneRules, type CodeSendResult } from '../../src/protocol';
import { ReplyError } from '../errors';
import { bindCodeStatus, claimBindBonus, sendBindCode, verifyBindCode } from '../phone/bind';
import { verifySignInCode } from '../phone/phone-sign-in';
import { parsePhone, PHONE_FORMAT_MESSAGE } from '../phone/rules';
import { codeSendStatus, issueSmsCode } from '../phone/sms-codes';
import type { Services } from '../services';
import { fail, type HttpResult } from './reply';
import type { Router } from './router';
import { serve } from './serve';
const SENT: CodeSendResult = { ExpiresIn: PhoneRules.CodeTtlSeconds, ResendAfter: PhoneRules.ResendSeconds };

/** Account §8 envelope of a bind failure. */
export function bindFailure(err: ReplyError): HttpResult {
  if (err.code === Code.SessionExpired || err.code === Code.AccountSuspended) return fail(err.code, err.message);
  // No inner code: the bind modal shows 綁定錯誤 (its form already checks the format).
  if (err.code === Code.InvalidInput && err.message === PHONE_FORMAT_MESSAGE) return fail(Code.InvalidInput, err.message);
  return fail(Code.InvalidInput, `${BIND_ERROR_PREFIX}:${err.code}`, err.result ?? null);
}

export function registerPhoneRoutes(router: Router, services: Services): void {
  serve(router, services, accountApi.SignInCodeSend, async ({ body, ctx }) => {
    const phone = parsePhone(body.CountryCode, body.PhoneNumber);
    await issueSmsCode(services, { purpose: 'signin', phone, deviceId: body.DeviceID, playerId: null, clientAddress: ctx.clientAddress });
    return SENT;
  });

  // Refusals come as the send's own codes (not the bind envelope): nothing was attempted.
  serve(router, services, accountApi.CodeSendCheck, async ({ body, playerId, ctx }) => {
    const phone = parsePhone(body.CountryCode, body.PhoneNumber);
    const clientAddress = ctx.clientAddress;
    if (body.Purpose === 'signIn') return codeSendStatus(services, { purpose: 'signin', phone, deviceId: body.DeviceID, playerId: null, clientAddress });
    if (playerId === null) throw new ReplyError(Code.SessionExpired, '連線已過期，請重新登入');
    return bindCodeStatus(services, playerId, phone, body.DeviceID, clientAddress);
  });

  serve(router, services, accountApi.SignInCodeVerify, ({ body }) =>
    verifySignInCode(services, parsePhone(body.CountryCode, body.PhoneNumber), body.ValidateCode),
  );

  const bind = { onError: bindFailure };
  serve(router, services, accountApi.BindCodeSend, async ({ playerId, body, ctx }) => {
    await sendBindCode(services, playerId, parsePhone(body.CountryCode, body.PhoneNumber), body.DeviceID, ctx.clientAddress);
    return SENT;
  }, bind);

  serve(router, services, accountApi.BindCodeVerify, async ({ playerId, body }) => {
    const phone = parsePhone(body.CountryCode, body.PhoneNumber);
    await verifyBindCode(services, playerId, phone, body.ValidateCode);
    return { PhoneNumber: phone };
  }, bind);

  serve(router, services, accountApi.BindBonusClaim, async ({ playerId, body }) => {
    if (body.Screen !== BIND_BONUS_SCREEN) throw new ReplyError(Code.InvalidInput, `Screen must be ${BIND_BONUS_SCREEN}`);
    return claimBindBonus(services, playerId);
  }, bind);
}
