/**
 * Issue 8 item 3 through real HTTP: the resend wait enforced by the server, and the
 * per-address and global limits on SMS code sends (server/http/abuse-limits.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPath, Code, PhoneRules, QaPath } from '../../src/protocol';
import { DEFAULT_ABUSE_LIMITS } from '../http/abuse-limits';
import { startTestServer, type TestServer } from '../testing/harness';
import { COUNTRY, PHONE, qaPlayer, sendBindCode, sendSignInCode } from './test-kit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The i-th of many distinct numbers (each under its own daily limit). */
const number = (i: number) => `09876${String(i).padStart(5, '0')}`;

/** A sign-in code send as if from `address` (read only when the server trusts a proxy). */
function sendFrom(s: TestServer, address: string, phone: string, deviceId = `dev-${phone}`) {
  return s.post(
    AccountPath.SignInCodeSend,
    { SiteID: 'owl', CountryCode: COUNTRY, PhoneNumber: phone, Lang: 'zh_tw', DeviceID: deviceId },
    { 'x-forwarded-for': `${address}, 10.0.0.1` },
  );
}

const limitsOn = (s: TestServer, body: Record<string, unknown> = {}) => s.post(QaPath.Limits, body);

describe('SMS code abuse limits (issue 8)', () => {
  let s: TestServer;
  afterEach(() => s.cleanup());

  it('the resend wait is the server’s: a second send to one number within 60 s → 200301 with the seconds left', async () => {
    s = await startTestServer();
    expect((await limitsOn(s)).status).toBe(200);
    expect((await sendSignInCode(s)).json.Code).toBe(Code.HttpOk);
    const again = await sendSignInCode(s, PHONE, 'another-device');
    expect(again.json).toEqual({ Code: Code.CodeResendWait, Message: '請於 60 秒後再重新索取', Result: { RetryAfter: PhoneRules.ResendSeconds } });
    s.clock.advance(44_500);
    expect((await sendSignInCode(s)).json.Result).toEqual({ RetryAfter: 16 }); // 15.5 s left, rounded up
    s.clock.advance(15_500);
    expect((await sendSignInCode(s)).json.Code).toBe(Code.HttpOk);

    // The bind flow shares the number's wait, in account §8's envelope.
    const { Token } = await qaPlayer(s);
    expect((await sendBindCode(s, Token)).json).toEqual({ Code: Code.InvalidInput, Message: `bind failed:${Code.CodeResendWait}`, Result: { RetryAfter: 60 } });
    // Another number is not held by this one's wait.
    expect((await sendBindCode(s, Token, '0911111111')).json.Code).toBe(Code.HttpOk);
  });

  it('parallel sends to one number: one code, every other send waits (200301)', async () => {
    s = await startTestServer();
    await limitsOn(s);
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => sendSignInCode(s, PHONE, `device-${i}`)));
    expect(replies.filter((r) => r.json.Code === Code.HttpOk)).toHaveLength(1);
    expect(replies.filter((r) => r.json.Code === Code.CodeResendWait)).toHaveLength(9);
  });

  it('QA mode exempts loopback until a test turns the limits on; /__qa/reset exempts it again', async () => {
    s = await startTestServer();
    expect((await sendSignInCode(s)).json.Code).toBe(Code.HttpOk);
    expect((await sendSignInCode(s)).json.Code).toBe(Code.HttpOk); // exempt: e2e sends back to back
    await limitsOn(s);
    expect((await sendSignInCode(s)).json.Code).toBe(Code.CodeResendWait);
    expect((await s.post(QaPath.Reset)).status).toBe(200);
    expect((await sendSignInCode(s)).json.Code).toBe(Code.HttpOk);
    expect((await sendSignInCode(s)).json.Code).toBe(Code.HttpOk);
  });

  it('one address: 40 numbers with 40 device ids → 20 sent, then 200302; other addresses unaffected; an hour later it sends again', async () => {
    s = await startTestServer({ trustProxy: true });
    const replies = [];
    for (let i = 0; i < 40; i++) replies.push((await sendFrom(s, '203.0.113.7', number(i))).json);
    expect(replies.filter((r) => r.Code === Code.HttpOk)).toHaveLength(DEFAULT_ABUSE_LIMITS.codesPerAddressPerHour);
    expect(replies.slice(DEFAULT_ABUSE_LIMITS.codesPerAddressPerHour).every((r) => r.Code === Code.AddressCodeLimit)).toBe(true);
    expect(replies.at(-1)).toEqual({ Code: Code.AddressCodeLimit, Message: 'too many codes from this address', Result: null });
    // Nothing was recorded or delivered for the refused sends.
    expect(await s.db.selectFrom('sms_codes').select('id').execute()).toHaveLength(20);
    expect((await sendFrom(s, '203.0.113.8', number(99))).json.Code).toBe(Code.HttpOk);
    // A rolling hour: the first send leaves the window an hour after it was made.
    s.clock.advance(HOUR);
    expect((await sendFrom(s, '203.0.113.7', number(50))).json.Code).toBe(Code.HttpOk);
  });

  it('parallel sends from one address cannot slip past the limit', async () => {
    s = await startTestServer({ trustProxy: true });
    await limitsOn(s, { CodesPerAddressPerHour: 5 });
    const replies = await Promise.all(Array.from({ length: 15 }, (_, i) => sendFrom(s, '198.51.100.4', number(i))));
    expect(replies.filter((r) => r.json.Code === Code.HttpOk)).toHaveLength(5);
    expect(replies.filter((r) => r.json.Code === Code.AddressCodeLimit)).toHaveLength(10);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: the socket address is counted', async () => {
    s = await startTestServer();
    await limitsOn(s, { CodesPerAddressPerHour: 3 });
    for (let i = 0; i < 3; i++) expect((await sendFrom(s, `192.0.2.${i}`, number(i))).json.Code).toBe(Code.HttpOk);
    expect((await sendFrom(s, '192.0.2.200', number(10))).json.Code).toBe(Code.AddressCodeLimit);
    const rows = await s.db.selectFrom('sms_codes').select('client_address').execute();
    expect(rows.map((r) => r.client_address)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
  });

  it('global: past the per-minute limit every address gets 200303 until the minute has passed', async () => {
    s = await startTestServer({ trustProxy: true });
    await limitsOn(s, { CodesPerMinute: 4 });
    for (let i = 0; i < 4; i++) expect((await sendFrom(s, `203.0.113.${10 + i}`, number(i))).json.Code).toBe(Code.HttpOk);
    expect((await sendFrom(s, '203.0.113.99', number(20))).json).toEqual({ Code: Code.GlobalCodeLimit, Message: 'too many codes sent right now', Result: null });
    s.clock.advance(MINUTE);
    expect((await sendFrom(s, '203.0.113.99', number(20))).json.Code).toBe(Code.HttpOk);
  });

  it('/__qa/reset drops the counts and the lowered limits', async () => {
    s = await startTestServer({ trustProxy: true });
    await limitsOn(s, { CodesPerAddressPerHour: 1 });
    expect((await sendFrom(s, '203.0.113.7', number(1))).json.Code).toBe(Code.HttpOk);
    expect((await sendFrom(s, '203.0.113.7', number(2))).json.Code).toBe(Code.AddressCodeLimit);
    await s.post(QaPath.Reset);
    expect((await sendFrom(s, '203.0.113.7', number(2))).json.Code).toBe(Code.HttpOk);
    expect((await sendFrom(s, '203.0.113.7', number(3))).json.Code).toBe(Code.HttpOk); // back to 20 an hour
  });

  it('order: the spec’s daily limits answer first, then the resend wait, then the address limit', async () => {
    s = await startTestServer({ trustProxy: true });
    await limitsOn(s, { CodesPerAddressPerHour: 7 });
    for (let i = 0; i < PhoneRules.CodesPerDay; i++) {
      if (i > 0) s.clock.advance(PhoneRules.ResendSeconds * 1000);
      expect((await sendFrom(s, '203.0.113.1', PHONE, `d${i}`)).json.Code).toBe(Code.HttpOk);
    }
    // PHONE is at its daily 5 and its last code is brand new: the daily limit speaks.
    expect((await sendFrom(s, '203.0.113.1', PHONE, 'fresh')).json.Code).toBe(Code.PhoneDailyLimit);
    expect((await sendFrom(s, '203.0.113.1', number(1))).json.Code).toBe(Code.HttpOk);
    expect((await sendFrom(s, '203.0.113.1', number(2))).json.Code).toBe(Code.HttpOk); // the address's 7th
    // number(1) is within its wait and the address is at 7: the wait speaks, then the address.
    expect((await sendFrom(s, '203.0.113.1', number(1), 'fresh')).json.Code).toBe(Code.CodeResendWait);
    expect((await sendFrom(s, '203.0.113.1', number(3))).json.Code).toBe(Code.AddressCodeLimit);
  });

  it('/__qa/limits refuses a bad body', async () => {
    s = await startTestServer();
    expect((await limitsOn(s, { CodesPerMinute: 0 })).status).toBe(400);
    expect((await limitsOn(s, { Enforce: 'yes' })).status).toBe(400);
  });
});
