import { afterEach, describe, expect, it } from 'vitest';
import { AccountPath, ChatLimits, Code, Op, Provider } from '../../src/protocol';
import { createLobbyServer } from '../app';
import { isDemoMode } from '../config';
import { createLogger } from '../log';
import { phoneSignIn, sendSignInCode, verifySignInCode, PHONE } from '../phone/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { DEMO_START_VIP_LEVEL } from './accounts';

/** A demo server as `npm start` runs it: no QA API, the built-in identity provider on. */
const demoServer = (extra: Parameters<typeof startTestServer>[0] = {}) =>
  startTestServer({ qaMode: false, demoMode: true, identityProvider: { enabled: true }, ...extra });

describe('demo mode: accounts of the demo identity provider and phone sign-in start at VIP 3', () => {
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.cleanup();
  });
  const start = async (server: Promise<TestServer>) => {
    const s = await server;
    servers.push(s);
    return s;
  };

  /** Phone sign-in through HTTP; the code is read from the outbox (no QA API in demo mode). */
  async function phoneAccount(s: TestServer) {
    expect((await sendSignInCode(s)).json.Code).toBe(0);
    const sms = await s.services.repos.sms.lastDelivered(PHONE, 'signin');
    const ticket = (await verifySignInCode(s, sms!.code)).json.Result.Token as string;
    return (await phoneSignIn(s, ticket)).json.Result as { Token: string; Player: { VIPLevel: number; RegistSituation: number } };
  }
  const lineAccount = async (s: TestServer) => {
    const token = await s.services.identityProvider!.mintAccessToken('line', 'demo-visitor', '訪客小明');
    return (await s.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.line, TPToken: token })).json.Result;
  };

  it('a new phone account is VIP 3 and may speak in the public chat at once', async () => {
    const s = await start(demoServer());
    const signedIn = await phoneAccount(s);
    expect(signedIn.Player).toMatchObject({ VIPLevel: DEMO_START_VIP_LEVEL, RegistSituation: 1 });
    expect(DEMO_START_VIP_LEVEL).toBeGreaterThanOrEqual(ChatLimits.MinVipLevel);
    const chat = await s.initSocket('chat', signedIn.Token);
    expect(await chat.request({ OP: Op.ChatPublicSend, Message: '大家好' })).toMatchObject({ OP: Op.ChatPublicPush, Code: Code.Ok });
  });

  it('a new account of the demo identity provider is VIP 3; a guest stays VIP 1', async () => {
    const s = await start(demoServer());
    expect((await lineAccount(s)).Player.VIPLevel).toBe(DEMO_START_VIP_LEVEL);
    expect((await s.signInGuest()).json.Result.Player.VIPLevel).toBe(1);
  });

  it('QA mode keeps the spec: new phone and provider accounts are VIP 1', async () => {
    const s = await start(startTestServer({ demoMode: true })); // the harness runs in QA mode
    expect(s.services.demoMode).toBe(false);
    expect((await phoneAccount(s)).Player.VIPLevel).toBe(1);
    expect((await lineAccount(s)).Player.VIPLevel).toBe(1);
  });

  it('a real provider (userinfo endpoint) is not the demo provider: VIP 1 even in demo mode', async () => {
    const idp = await start(startTestServer());
    const s = await start(demoServer({ identityProvider: { enabled: false }, thirdParty: { userinfoUrls: { line: `http://127.0.0.1:${idp.port}/oidc/line/me` } } }));
    const token = await idp.services.identityProvider!.mintAccessToken('line', 'U-real', '真人');
    const r = await s.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.line, TPToken: token });
    expect(r.json.Result.Player.VIPLevel).toBe(1);
  });

  it('production never runs in demo mode', async () => {
    expect(isDemoMode({ DEMO_MODE: '1' }, false)).toBe(true);
    expect(isDemoMode({ DEMO_MODE: '1' }, true)).toBe(false);
    expect(isDemoMode({ DEMO_MODE: '1', NODE_ENV: 'production' }, false)).toBe(false);
    expect(isDemoMode({}, false)).toBe(false);
    const prod = await createLobbyServer({ port: 0, host: '127.0.0.1', databaseFile: ':memory:', nodeEnv: 'production', demoMode: true, logger: createLogger({ level: 'silent' }) });
    try {
      expect(prod.services.demoMode).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
