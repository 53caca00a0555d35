/**
 * POST /api/v1/valid_captcha (chat §7; decision 329): whether a code may be sent to a number now,
 * without sending one. It answers the refusal the send would answer (daily limits in the send's
 * order, and for a bind the bind rules), else the resend wait and the codes left today; it sends
 * nothing and counts nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountHelperPath, AccountPath, Code, PhoneRules, QaPath } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { bindPhone, PHONE, qaPlayer, sendBindCode, sendSignInCode } from './test-kit';

const check = (s: TestServer, body: Record<string, unknown>, token?: string) =>
  s.post(AccountPath.CodeSendCheck, { CountryCode: PhoneRules.CountryCode, PhoneNumber: PHONE, DeviceID: 'device-1', ...body }, token ? { 'api-token': token } : {});
const outbox = (s: TestServer) => s.db.selectFrom('sms_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();

describe('valid_captcha: may a code be sent now', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('a fresh number: no wait, 5 codes left; asking sends and counts nothing', async () => {
    for (let i = 0; i < PhoneRules.CodesPerDay + 2; i++) {
      expect((await check(s, { Purpose: 'signIn' })).json).toEqual({ Code: 0, Message: '', Result: { WaitSeconds: 0, CodesLeft: 5 } });
    }
    expect(Number((await outbox(s)).n)).toBe(0);
  });

  it('after a send: the seconds left of the 60 s wait (as the send would answer 200301) and one code fewer; the wait runs out on the clock', async () => {
    await sendSignInCode(s);
    // QA mode exempts loopback from the abuse limits: a second send would go out at once, so no wait
    expect((await check(s, { Purpose: 'signIn' })).json.Result).toEqual({ WaitSeconds: 0, CodesLeft: 4 });
    expect((await s.post(QaPath.Limits, {})).status).toBe(200); // enforced on loopback too
    expect((await check(s, { Purpose: 'signIn' })).json.Result).toEqual({ WaitSeconds: 60, CodesLeft: 4 });
    expect((await sendSignInCode(s)).json).toMatchObject({ Code: Code.CodeResendWait, Result: { RetryAfter: 60 } });
    await s.post(QaPath.Clock, { AdvanceMs: 45_500 });
    expect((await check(s, { Purpose: 'signIn' })).json.Result).toEqual({ WaitSeconds: 15, CodesLeft: 4 });
    await s.post(QaPath.Clock, { AdvanceMs: 15_000 });
    expect((await check(s, { Purpose: 'signIn' })).json.Result).toEqual({ WaitSeconds: 0, CodesLeft: 4 });
  });

  it('the daily limits answer as the send would: 200030 for the number, 200063 for the device (the number first)', async () => {
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) {
      await s.post(QaPath.Clock, { AdvanceMs: 61_000 });
      expect((await sendSignInCode(s, PHONE, `d${i}`)).json.Code).toBe(0);
    }
    expect((await check(s, { Purpose: 'signIn', DeviceID: 'other' })).json).toMatchObject({ Code: Code.PhoneDailyLimit, Result: null });
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) {
      await s.post(QaPath.Clock, { AdvanceMs: 61_000 });
      await sendSignInCode(s, `091100000${i}`, 'busy-device');
    }
    expect((await check(s, { Purpose: 'signIn', PhoneNumber: '0922222222', DeviceID: 'busy-device' })).json.Code).toBe(Code.DeviceDailyLimit);
    expect((await check(s, { Purpose: 'signIn', PhoneNumber: '0922222222', DeviceID: 'fresh' })).json.Result).toEqual({ WaitSeconds: 0, CodesLeft: 5 });
  });

  it('a bind check needs a session (100005) and answers the bind rules: 200024, 200031, 200082, 200035', async () => {
    expect((await check(s, { Purpose: 'bind' })).json.Code).toBe(Code.SessionExpired);
    const { Token: token } = await qaPlayer(s);
    expect((await check(s, { Purpose: 'bind' }, token)).json.Result).toEqual({ WaitSeconds: 0, CodesLeft: 5 });

    const phoned = await qaPlayer(s, { Phone: '0987654321' });
    expect((await check(s, { Purpose: 'bind' }, phoned.Token)).json.Code).toBe(Code.NotEligible);

    const banned = await qaPlayer(s, { Phone: '0933333333' });
    await s.post(AccountHelperPath.Suspend, { PlayerID: banned.PlayerID });
    expect((await check(s, { Purpose: 'bind', PhoneNumber: '0933333333' }, token)).json.Code).toBe(Code.PhoneBoundElsewhere);

    for (let i = 0; i < PhoneRules.AccountsPerPhone; i++) await qaPlayer(s, { Phone: '0944444444' });
    expect((await check(s, { Purpose: 'bind', PhoneNumber: '0944444444' }, token)).json.Code).toBe(Code.PhoneAccountsFull);

    for (let i = 0; i < PhoneRules.CodesPerDay; i++) {
      await s.post(QaPath.Clock, { AdvanceMs: 61_000 });
      expect((await sendBindCode(s, token, `095500000${i}`, `bd${i}`)).json.Code).toBe(0);
    }
    expect((await check(s, { Purpose: 'bind', PhoneNumber: '0966666666', DeviceID: 'new' }, token)).json.Code).toBe(Code.PlayerDailyCodeLimit);
    // a sign-in check of the same number knows no player limit
    expect((await check(s, { Purpose: 'signIn', PhoneNumber: '0966666666', DeviceID: 'new' })).json.Result).toEqual({ WaitSeconds: 0, CodesLeft: 5 });
  });

  it('a bad number is 100001 手機格式錯誤; a bound player is refused, not told to wait', async () => {
    expect((await check(s, { Purpose: 'signIn', PhoneNumber: '0812345678' })).json).toMatchObject({ Code: Code.InvalidInput });
    const { Token: token } = await qaPlayer(s);
    await bindPhone(s, token);
    expect((await check(s, { Purpose: 'bind' }, token)).json.Code).toBe(Code.NotEligible);
  });
});
