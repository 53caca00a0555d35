import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, Op } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { hashToken } from './sessions';

describe('sessions', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('tokens are 256-bit random base64url strings, stored only as hashes', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 20; i++) tokens.add(await s.services.sessions.issue(1 + (i % 5), 7));
    expect(tokens.size).toBe(20);
    for (const t of tokens) {
      expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes
      expect(Buffer.from(t, 'base64url').length).toBe(32);
    }
    const stored = await s.db.selectFrom('tokens').select('token_hash').execute();
    const hashes = new Set(stored.map((r) => r.token_hash));
    for (const t of tokens) {
      expect(hashes.has(t)).toBe(false);
      expect(hashes.has(hashToken(t))).toBe(true);
    }
  });

  it('a new sign-in of the same player pushes DuplicateSignIn to the old sockets and closes them', async () => {
    const playerId = 3;
    const oldToken = await s.services.sessions.issue(playerId, 7);
    const lobby = await s.initSocket('lobby', oldToken);
    const chat = await s.initSocket('chat', oldToken);

    const newToken = await s.services.sessions.issue(playerId, 7);
    expect(await lobby.next()).toMatchObject({ OP: Op.LobbyInitReply, Code: Code.DuplicateSignIn, Result: null });
    expect(await chat.next()).toMatchObject({ OP: Op.InitReply, Code: Code.DuplicateSignIn });
    expect((await lobby.closed).code).toBe(1000);
    await chat.closed;

    // The old token is dead; the new one works.
    const retry = await s.socket('lobby');
    expect(await retry.request({ OP: Op.LobbyInit, Token: oldToken, CloseRSA: true })).toMatchObject({ Code: Code.SessionExpired });
    const fresh = await s.initSocket('lobby', newToken);
    expect(await fresh.request({ OP: Op.Wallet })).toMatchObject({ Code: 200 });
    expect(s.hub.socketsOf(playerId).length).toBe(1);
  });

  it('verify refuses expired, revoked and unknown tokens', async () => {
    const token = await s.services.sessions.issue(2, 7);
    expect(await s.services.sessions.verify(token)).toMatchObject({ playerId: 2 });
    expect(await s.services.sessions.verify('x'.repeat(43))).toBeNull();
    expect(await s.services.sessions.verify('')).toBeNull();
    s.clock.advance(24 * 3600_000);
    expect(await s.services.sessions.verify(token)).toBeNull();
    s.clock.reset();
    await s.services.sessions.revoke(token);
    expect(await s.services.sessions.verify(token)).toBeNull();
  });
});
