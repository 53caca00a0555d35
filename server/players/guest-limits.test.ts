/**
 * Issue 8 item 3 through real HTTP: the per-address and global guest sign-up limits
 * (server/players/guest-sign-up.ts). A refused sign-up creates nothing and pays nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPath, Code, Provider, QaPath } from '../../src/protocol';
import { DEFAULT_ABUSE_LIMITS } from '../http/abuse-limits';
import { startTestServer, type TestServer } from '../testing/harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function guestFrom(s: TestServer, address?: string) {
  const headers = address ? { 'x-forwarded-for': address } : undefined;
  return s.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.guest }, headers);
}

async function guestCount(s: TestServer): Promise<number> {
  return (await s.db.selectFrom('players').select('id').where('provider', '=', Provider.guest).execute()).length;
}

describe('guest sign-up limits (issue 8)', () => {
  let s: TestServer;
  afterEach(() => s.cleanup());

  it('50 parallel guest sign-ups from one address: 30 accounts, 20 × 200304 with nothing created; another address signs up', async () => {
    s = await startTestServer({ trustProxy: true });
    const before = await guestCount(s);
    const replies = await Promise.all(Array.from({ length: 50 }, () => guestFrom(s, '203.0.113.50')));
    const created = replies.filter((r) => r.json.Code === Code.HttpOk);
    expect(created).toHaveLength(DEFAULT_ABUSE_LIMITS.guestsPerAddressPerHour);
    const refused = replies.filter((r) => r.json.Code === Code.AddressGuestLimit);
    expect(refused).toHaveLength(20);
    expect(refused[0]!.json).toEqual({ Code: Code.AddressGuestLimit, Message: 'too many guest accounts from this address', Result: null });
    expect(await guestCount(s)).toBe(before + 30);
    const gifts = await s.db.selectFrom('ledger').select('id').where('source', '=', 'new player gift').execute();
    expect(gifts).toHaveLength(30);

    expect((await guestFrom(s, '203.0.113.51')).json.Code).toBe(Code.HttpOk);
    s.clock.advance(HOUR);
    expect((await guestFrom(s, '203.0.113.50')).json.Code).toBe(Code.HttpOk);
  });

  it('global: past the per-minute limit every address gets 200305 until the minute has passed', async () => {
    s = await startTestServer({ trustProxy: true });
    await s.post(QaPath.Limits, { GuestsPerMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await guestFrom(s, `198.51.100.${i}`)).json.Code).toBe(Code.HttpOk);
    expect((await guestFrom(s, '198.51.100.77')).json).toEqual({ Code: Code.GlobalGuestLimit, Message: 'too many guest accounts right now', Result: null });
    s.clock.advance(MINUTE);
    expect((await guestFrom(s, '198.51.100.77')).json.Code).toBe(Code.HttpOk);
  });

  it('QA mode exempts loopback by default (the e2e suite signs many guests in from 127.0.0.1); /__qa/limits ends that', async () => {
    s = await startTestServer();
    for (let i = 0; i < 35; i++) expect((await guestFrom(s)).json.Code).toBe(Code.HttpOk);
    await s.post(QaPath.Limits, {});
    // The exempt sign-ups were logged too: loopback is already past 30 this hour.
    expect((await guestFrom(s)).json.Code).toBe(Code.AddressGuestLimit);
    await s.post(QaPath.Limits, { Enforce: false });
    expect((await guestFrom(s)).json.Code).toBe(Code.HttpOk);
  });

  it('outside QA mode loopback is limited like any address', async () => {
    s = await startTestServer({ qaMode: false, abuseLimits: { ...DEFAULT_ABUSE_LIMITS, guestsPerAddressPerHour: 2 } });
    expect((await guestFrom(s)).json.Code).toBe(Code.HttpOk);
    expect((await guestFrom(s)).json.Code).toBe(Code.HttpOk);
    expect((await guestFrom(s)).json.Code).toBe(Code.AddressGuestLimit);
  });
});
