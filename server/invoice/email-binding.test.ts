/**
 * Email binding over HTTP (SQLite under `server`, PostgreSQL under `server-pg`): check and
 * bind normalise case, an address has one owner (200441 to anyone else, also when two players
 * race for it), a malformed address is a 400 naming the rule, and the per-address abuse limit
 * (200442) counts checks and binds, refused ones included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, EmailPath, type EmailBindResult, type EmailCheckResult, QaPath } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { emailOwner } from './email-binding';

describe('email binding', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ trustProxy: true });
  }, 60_000);
  afterAll(() => s.cleanup());

  async function player(): Promise<{ id: number; token: string }> {
    const r = await s.post(QaPath.Players, {});
    return { id: r.json.PlayerID as number, token: r.json.Token as string };
  }
  const headers = (token: string, address?: string): Record<string, string> =>
    address ? { 'api-token': token, 'x-forwarded-for': address } : { 'api-token': token };
  const check = (token: string, body: Record<string, unknown>, address?: string) => s.post(EmailPath.Check, body, headers(token, address));
  const bind = (token: string, email: unknown, address?: string) => s.post(EmailPath.Bind, { Email: email }, headers(token, address));

  it('binds an address in lower case; the check then names it as bound and the player’s own', async () => {
    const a = await player();
    const before = await check(a.token, {});
    expect(before.json).toMatchObject({ Code: Code.HttpOk, Result: { Bound: null, Checked: null } satisfies EmailCheckResult });
    const free = await check(a.token, { Email: '  Mei.Lin@Example.COM ' });
    expect(free.json.Result).toEqual({ Bound: null, Checked: { Email: 'mei.lin@example.com', Valid: true, Available: true, Mine: false } });

    const bound = await bind(a.token, 'Mei.Lin@Example.COM');
    expect(bound.json).toMatchObject({ Code: Code.HttpOk, Result: { Email: 'mei.lin@example.com', Changed: true } satisfies EmailBindResult });
    const again = await bind(a.token, 'MEI.LIN@example.com');
    expect(again.json.Result).toEqual({ Email: 'mei.lin@example.com', Changed: false });
    const after = await check(a.token, { Email: 'mei.lin@EXAMPLE.com' });
    expect(after.json.Result).toEqual({ Bound: 'mei.lin@example.com', Checked: { Email: 'mei.lin@example.com', Valid: true, Available: true, Mine: true } });
  });

  it("refuses another player's address with 200441 in any case, and the check says it is taken", async () => {
    const a = await player();
    const b = await player();
    expect((await bind(a.token, 'owner@example.com')).json.Code).toBe(Code.HttpOk);
    const refused = await bind(b.token, 'OWNER@example.com');
    expect(refused.json).toMatchObject({ Code: Code.EmailBoundElsewhere, Result: null });
    const seen = await check(b.token, { Email: 'Owner@Example.com' });
    expect(seen.json.Result).toEqual({ Bound: null, Checked: { Email: 'owner@example.com', Valid: true, Available: false, Mine: false } });
    expect(await emailOwner(s.services, 'owner@example.com')).toBe(a.id);
  });

  it('replaces the own address and frees the old one for others', async () => {
    const a = await player();
    const b = await player();
    await bind(a.token, 'first@example.com');
    expect((await bind(a.token, 'second@example.com')).json.Result).toEqual({ Email: 'second@example.com', Changed: true });
    expect((await bind(b.token, 'first@example.com')).json.Result).toEqual({ Email: 'first@example.com', Changed: true });
    expect((await check(a.token, {})).json.Result.Bound).toBe('second@example.com');
  });

  it('answers 400 Code 100001 naming the rule for a malformed address; the check says Valid false', async () => {
    const a = await player();
    for (const bad of ['', 'no-at-sign', 'two@@example.com', 'name@example', `${'x'.repeat(250)}@example.com`]) {
      const r = await bind(a.token, bad);
      expect(r.status, bad).toBe(400);
      expect(r.json).toMatchObject({ Code: Code.InvalidInput, Message: 'Email: expected an email address such as name@example.com' });
    }
    expect((await bind(a.token, 42)).status).toBe(400);
    expect((await check(a.token, { Email: 'not an address' })).json.Result.Checked).toEqual({ Email: 'not an address', Valid: false, Available: false, Mine: false });
    expect((await check(a.token, {})).json.Result.Bound).toBeNull();
  });

  it('needs a session', async () => {
    expect((await s.post(EmailPath.Check, {})).json.Code).toBe(Code.SessionExpired);
    expect((await s.post(EmailPath.Bind, { Email: 'a@example.com' })).json.Code).toBe(Code.SessionExpired);
  });

  it('leaves exactly one owner when two players race to bind one address (10 rounds)', async () => {
    for (let round = 0; round < 10; round++) {
      const players = await Promise.all([player(), player()]);
      const email = `race-${round}@example.com`;
      const replies = await Promise.all(players.map((p, i) => bind(p.token, i === 0 ? email : email.toUpperCase())));
      const codes = replies.map((r) => r.json.Code as number).sort((x, y) => x - y);
      expect(codes).toEqual([Code.HttpOk, Code.EmailBoundElsewhere]);
      const winner = players[replies.findIndex((r) => r.json.Code === Code.HttpOk)]!;
      expect(await emailOwner(s.services, email)).toBe(winner.id);
    }
  });

  it('limits checks and binds per client address (200442), counting refused binds; other addresses go on', async () => {
    const a = await player();
    const b = await player();
    await bind(a.token, 'taken-by-a@example.com', '203.0.113.9');
    const limits = await s.post(QaPath.Limits, { EmailRequestsPerAddressPerHour: 3 });
    expect(limits.json.EmailRequestsPerAddressPerHour).toBe(3);
    const from = '198.51.100.7';
    expect((await bind(b.token, 'taken-by-a@example.com', from)).json.Code).toBe(Code.EmailBoundElsewhere);
    expect((await check(b.token, { Email: 'x@example.com' }, from)).json.Code).toBe(Code.HttpOk);
    expect((await bind(b.token, 'mine@example.com', from)).json.Code).toBe(Code.HttpOk);
    expect((await bind(b.token, 'other@example.com', from)).json).toMatchObject({ Code: Code.EmailRequestLimit, Result: null });
    expect((await check(b.token, { Email: 'x@example.com' }, from)).json.Code).toBe(Code.EmailRequestLimit);
    // A check without an address is not counted; another address is not limited.
    expect((await check(b.token, {}, from)).json.Result.Bound).toBe('mine@example.com');
    expect((await bind(b.token, 'other@example.com', '198.51.100.8')).json.Code).toBe(Code.HttpOk);
    // The window is a rolling hour on the server clock.
    await s.post(QaPath.Clock, { AdvanceMs: 3600_000 });
    expect((await bind(b.token, 'third@example.com', from)).json.Code).toBe(Code.HttpOk);
    await s.post(QaPath.Limits, { Enforce: false, EmailRequestsPerAddressPerHour: 30 });
  });
});
