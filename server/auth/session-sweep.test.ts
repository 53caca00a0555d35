/**
 * A socket whose session ended where no kick could reach it is still ended: revoked between
 * the init's token check and the socket joining the hub, or while its process was cut off
 * from Redis (the kick was published and lost). Nothing it sends afterwards is executed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPath, Code, Op, Provider } from '../../src/protocol';
import { redisForTests } from '../testing/cluster';
import { cuttableProxy, type CuttableProxy } from '../testing/cuttable-proxy';
import { startTestServer, type TestServer, type TestSocket } from '../testing/harness';
import { testDatabaseUrl, type TestDatabaseUrl } from '../testing/test-database';

const redisUrl = await redisForTests();

/** The kick frame a socket gets (its init reply OP, the code), then its close. */
async function kicked(socket: TestSocket): Promise<number> {
  for (;;) {
    const frame = await socket.next();
    if (frame.OP === Op.InitReply && frame.Code !== Code.Ok) {
      await socket.closed;
      return frame.Code;
    }
  }
}

describe('sessions that end while a socket joins', () => {
  let s: TestServer | undefined;
  afterEach(async () => {
    await s?.cleanup();
    s = undefined;
  });

  for (const [what, end, code] of [
    ['signed out', (t: TestServer, token: string) => t.services.sessions.revoke(token), Code.SignOut],
    ['signed in elsewhere', (t: TestServer, _token: string, playerId: number) => t.services.sessions.issue(playerId, Provider.guest), Code.DuplicateSignIn],
  ] as const) {
    it(`${what} after the init checked the token but before the socket joined: the socket is told (${code}) and closed`, async () => {
      const t = (s = await startTestServer());
      const { token, playerId } = await t.signInGuest();
      const verifySocket = t.services.sessions.verifySocket;
      t.services.sessions.verifySocket = async (value) => {
        const session = await verifySocket(value);
        await end(t, token, playerId); // its kick finds no socket in the hub yet
        return session;
      };
      const chat = await t.socket('chat');
      chat.send({ OP: Op.Init, Token: token, CloseRSA: true });
      expect(await kicked(chat)).toBe(code);
      expect(chat.isOpen).toBe(false);
    });
  }

  it('a socket whose session is live is left alone by the sweep', async () => {
    const t = (s = await startTestServer());
    const { token } = await t.signInGuest();
    const chat = await t.initSocket('chat', token);
    expect(await t.services.sessions.sweep()).toBe(0);
    expect(await chat.unread()).toEqual([]); // a kick by the sweep would have been sent before it returned
    expect(chat.isOpen).toBe(true);
  });
});

describe.skipIf(!redisUrl)('a kick lost while a process was cut off from Redis', () => {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  let proxy: CuttableProxy | undefined;
  let database: TestDatabaseUrl | undefined;
  afterEach(async () => {
    await a?.cleanup();
    await b?.cleanup();
    proxy?.close();
    await database?.drop();
  });

  it('is found when the subscriber is back: the socket gets Code.SignOut and closes', async () => {
    database = await testDatabaseUrl();
    proxy = await cuttableProxy(new URL(redisUrl as string));
    const redisPrefix = `t-sweep-${process.pid}-${Date.now()}:`;
    a = await startTestServer({ databaseUrl: database.url, redisUrl: proxy.url, redisPrefix });
    b = await startTestServer({ databaseUrl: database.url, redisUrl: redisUrl as string, redisPrefix });
    const { token } = await a.signInGuest();
    const chat = await a.initSocket('chat', token);

    proxy.cut();
    const out = await b.post(AccountPath.PlayerSignOut, {}, { 'api-token': token });
    expect(out.json.Code).toBe(Code.HttpOk);
    // B published the kick; A, cut off, never heard it (its Redis connections were gone before).
    expect(await chat.unread()).toEqual([]);
    expect(chat.isOpen).toBe(true);

    await proxy.restore();
    expect(await kicked(chat)).toBe(Code.SignOut);
  });
});
