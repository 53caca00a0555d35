import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountPath, Code, PhoneRules } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { randomCode } from './sms-codes';
import { lastCode, PHONE, sendSignInCode, verifySignInCode, wrongCode } from './test-kit';

const MINUTE = 60_000;
// TEST_START is 2025-01-15 12:00 Taipei: the next Taipei midnight is 12 hours away.
const TO_MIDNIGHT = 12 * 60 * MINUTE;

describe('SMS codes: format, limits, tries, expiry (through HTTP)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('a sent code is 6 random digits, delivered to the outbox', async () => {
    const r = await sendSignInCode(s);
    expect(r.json).toEqual({ Code: 0, Message: '', Result: { ExpiresIn: 600, ResendAfter: 60 } });
    expect(await lastCode(s)).toMatch(/^\d{6}$/);
    const many = new Set(Array.from({ length: 200 }, () => randomCode()));
    expect([...many].every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(many.size).toBeGreaterThan(190);
  });

  it.each([
    ['0912345678', true],
    ['912345678', true],
    ['091234567', false], // 9 digits starting 09
    ['09123456789', false], // 11 digits
    ['0812345678', false],
    ['8123456789', false],
    ['09-2345678', false],
    ['abcdefghi', false],
    ['0912345678901', false], // over 12
    ['', false],
  ])('phone %s accepted: %s (else 100001 手機格式錯誤)', async (phone, accepted) => {
    const r = await sendSignInCode(s, phone);
    if (accepted) expect(r.json.Code).toBe(0);
    else expect(r.json).toEqual({ Code: Code.InvalidInput, Message: '手機格式錯誤', Result: null });
  });

  it('a leading 9 gets a 0: the code goes to 09…', async () => {
    await sendSignInCode(s, '912345678');
    expect(await lastCode(s, '0912345678')).toMatch(/^\d{6}$/);
  });

  it('country code must be 886 (886, "886" and "+886" are the same)', async () => {
    const body = (CountryCode: unknown) => ({ SiteID: 'owl', CountryCode, PhoneNumber: PHONE, Lang: 'zh_tw', DeviceID: 'd' });
    expect((await s.post(AccountPath.SignInCodeSend, body(1))).json.Code).toBe(Code.InvalidInput);
    expect((await s.post(AccountPath.SignInCodeSend, body('+886'))).json.Code).toBe(0);
    expect((await s.post(AccountPath.SignInCodeSend, body('886'))).json.Code).toBe(0);
  });

  it('DeviceID is required (400): the device limit cannot be skipped', async () => {
    const r = await s.post(AccountPath.SignInCodeSend, { SiteID: 'owl', CountryCode: 886, PhoneNumber: PHONE, Lang: 'zh_tw' });
    expect(r.status).toBe(400);
    expect(r.json).toEqual({ Code: Code.InvalidInput, Message: 'DeviceID: expected string', Result: null });
  });

  it('5 codes per phone per Taipei day → 200030; the next day (QA clock) sends again', async () => {
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) expect((await sendSignInCode(s, PHONE, `d${i}`)).json.Code).toBe(0);
    expect((await sendSignInCode(s, PHONE, 'other-device')).json).toMatchObject({ Code: Code.PhoneDailyLimit, Result: null });
    // One minute before Taipei midnight: still today.
    await s.post('/__qa/clock', { AdvanceMs: TO_MIDNIGHT - MINUTE });
    expect((await sendSignInCode(s, PHONE, 'other-device')).json.Code).toBe(Code.PhoneDailyLimit);
    await s.post('/__qa/clock', { AdvanceMs: MINUTE });
    expect((await sendSignInCode(s, PHONE, 'other-device')).json.Code).toBe(0);
  });

  it('5 codes per device per day, any numbers → 200063', async () => {
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) expect((await sendSignInCode(s, `091234560${i}`, 'dev')).json.Code).toBe(0);
    expect((await sendSignInCode(s, '0987654321', 'dev')).json).toMatchObject({ Code: Code.DeviceDailyLimit });
    expect((await sendSignInCode(s, '0987654321', 'dev-2')).json.Code).toBe(0);
  });

  it('parallel sends cannot slip past the daily limit', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => sendSignInCode(s, PHONE, `p${i}`)));
    expect(replies.filter((r) => r.json.Code === 0)).toHaveLength(PhoneRules.CodesPerDay);
    expect(replies.filter((r) => r.json.Code === Code.PhoneDailyLimit)).toHaveLength(12 - PhoneRules.CodesPerDay);
  });

  it('wrong code → 200032 with RemainingTime 2, then 1; the third → 200062 and the code is dead', async () => {
    await sendSignInCode(s);
    const code = await lastCode(s);
    const bad = wrongCode(code);
    expect((await verifySignInCode(s, bad)).json).toEqual({ Code: Code.WrongCode, Message: '驗證碼錯誤', Result: { RemainingTime: 2 } });
    expect((await verifySignInCode(s, bad)).json).toMatchObject({ Code: Code.WrongCode, Result: { RemainingTime: 1 } });
    expect((await verifySignInCode(s, bad)).json).toMatchObject({ Code: Code.CodeTriesExhausted, Result: null });
    expect((await verifySignInCode(s, code)).json.Code).toBe(Code.CodeTriesExhausted);
    // A new code starts over.
    await sendSignInCode(s);
    expect((await verifySignInCode(s, await lastCode(s))).json.Code).toBe(0);
  });

  it('a code expires after 10 minutes → 200056 (no try spent)', async () => {
    await sendSignInCode(s);
    const code = await lastCode(s);
    s.clock.advance(10 * MINUTE - 1000);
    await sendSignInCode(s, '0911111111'); // another number, untouched
    expect((await verifySignInCode(s, code)).json.Code).toBe(0);

    await sendSignInCode(s);
    const late = await lastCode(s);
    await s.post('/__qa/clock', { AdvanceMs: 10 * MINUTE });
    expect((await verifySignInCode(s, late)).json).toMatchObject({ Code: Code.VerifyFailed, Result: null });
  });

  it('a new code invalidates the previous one (the old one is just a wrong code)', async () => {
    await sendSignInCode(s);
    const first = await lastCode(s);
    let second = first;
    while (second === first) {
      await sendSignInCode(s, PHONE, `d-${second}`);
      second = await lastCode(s);
    }
    expect((await verifySignInCode(s, first)).json).toMatchObject({ Code: Code.WrongCode, Result: { RemainingTime: 2 } });
    expect((await verifySignInCode(s, second)).json.Code).toBe(0);
  });

  it('a code works once; with no code at all → 200056', async () => {
    expect((await verifySignInCode(s, '123456')).json.Code).toBe(Code.VerifyFailed);
    await sendSignInCode(s);
    const code = await lastCode(s);
    expect((await verifySignInCode(s, code)).json.Code).toBe(0);
    expect((await verifySignInCode(s, code)).json.Code).toBe(Code.VerifyFailed);
  });

  it('parallel correct tries: exactly one ticket', async () => {
    await sendSignInCode(s);
    const code = await lastCode(s);
    const replies = await Promise.all(Array.from({ length: 5 }, () => verifySignInCode(s, code)));
    expect(replies.filter((r) => r.json.Code === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.json.Code === Code.VerifyFailed)).toHaveLength(4);
  });
});
