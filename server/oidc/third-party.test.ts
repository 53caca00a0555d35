import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountPath, Code, Provider, QaPath } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';

describe('LINE (LIFF) token exchange and provider sign-in', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const mint = async (body: Record<string, unknown>) => (await s.post(QaPath.OidcToken, body)).json;
  const info = (TPToken: string, TPType: number = Provider.line) =>
    s.post(AccountPath.ThirdPartyInfo, { SiteID: 'crab', TPType, TPToken });
  const signIn = (TPToken: string, TPType: number = Provider.line) =>
    s.post(AccountPath.SignIn, { SiteID: 'crab', Lang: 'zh_tw', TPType, TPToken });

  it('third_part/info creates the player on first use; its first sign-in is the registration', async () => {
    const minted = await mint({ Provider: 'line', Name: 'LIFF 使用者' });
    expect(minted).toMatchObject({ TPType: Provider.line, Issuer: `http://localhost:${s.port}/oidc/line` });
    const first = await info(minted.AccessToken);
    expect(first.json).toMatchObject({ Code: 0, Message: '', Result: { PlayerID: expect.any(Number) } });
    const playerId = first.json.Result.PlayerID;
    expect((await info(minted.AccessToken)).json.Result.PlayerID).toBe(playerId);

    const signedIn = await signIn(minted.AccessToken);
    expect(signedIn.json.Result.Player).toMatchObject({ PlayerID: playerId, Name: 'LIFF 使用者', RegistSituation: 1 });
    expect((await signIn(minted.AccessToken)).json.Result.Player.RegistSituation).toBe(0);
    const gift = await s.db.selectFrom('ledger').selectAll().where('player_id', '=', playerId).execute();
    expect(gift).toMatchObject([{ source: 'new player gift' }]);
  });

  it.each(['line', 'google', 'apple', 'facebook'] as const)(
    'an existing %s player: third_part/info finds them, sign-in is the same player and not a registration',
    async (provider) => {
      const minted = await mint({ Provider: provider, Subject: `${provider}-existing`, Name: '老玩家' });
      const created = await signIn(minted.AccessToken, Provider[provider]);
      expect(created.json.Result.Player.RegistSituation).toBe(1);
      const playerId = created.json.Result.Player.PlayerID;
      expect((await info(minted.AccessToken, Provider[provider])).json.Result.PlayerID).toBe(playerId);
      const again = await signIn(minted.AccessToken, Provider[provider]);
      expect(again.json.Result.Player).toMatchObject({ PlayerID: playerId, RegistSituation: 0 });
    },
  );

  it('bad token → 100005; not a third-party TPType → 100001; bad body → 400', async () => {
    expect((await info('nope')).json).toMatchObject({ Code: Code.SessionExpired, Result: null });
    expect((await info('nope', Provider.phone)).json.Code).toBe(Code.InvalidInput);
    expect((await s.post(AccountPath.ThirdPartyInfo, { SiteID: 'crab', TPType: Provider.line })).status).toBe(400);
    const google = await mint({ Provider: 'google' });
    expect((await info(google.AccessToken)).json.Code).toBe(Code.SessionExpired); // a Google token is not a LINE token
    expect((await info(google.AccessToken, Provider.google)).json.Code).toBe(0);
  });

  it('a display name that poses as staff is not taken: the new player gets a generated name', async () => {
    const minted = await mint({ Provider: 'line', Subject: 'U-staff', Name: 'ＬＩＮＥ官方客服' });
    const created = await signIn(minted.AccessToken);
    expect(created.json.Result.Player.RegistSituation).toBe(1);
    expect(created.json.Result.Player.Name).toMatch(/^玩家\d{4}$/);
  });

  it('parallel first uses create one player', async () => {
    const minted = await mint({ Provider: 'line', Subject: 'U-race' });
    const replies = await Promise.all(Array.from({ length: 5 }, () => info(minted.AccessToken)));
    expect(new Set(replies.map((r) => r.json.Result.PlayerID)).size).toBe(1);
  });

  it('long provider names are cut to 20 characters; blank names get 玩家NNNN', async () => {
    const long = await mint({ Provider: 'facebook', Name: '一二三四五六七八九十一二三四五六七八九十多餘' });
    expect((await signIn(long.AccessToken, Provider.facebook)).json.Result.Player.Name).toBe('一二三四五六七八九十一二三四五六七八九十');
    const blank = await mint({ Provider: 'apple', Subject: 'apple-no-name' });
    expect((await signIn(blank.AccessToken, Provider.apple)).json.Result.Player.Name).toMatch(/^玩家\d{4}$/);
  });
});

describe('providers without the built-in identity provider', () => {
  let idp: TestServer;
  let prod: TestServer;
  beforeEach(async () => {
    idp = await startTestServer();
    // A server with the IdP off: LINE tokens checked at a userinfo endpoint (here: idp's).
    prod = await startTestServer({
      identityProvider: { enabled: false },
      thirdParty: { userinfoUrls: { line: `http://127.0.0.1:${idp.port}/oidc/line/me` } },
    });
  });
  afterEach(async () => {
    await prod.cleanup();
    await idp.cleanup();
  });

  it('verifies through the configured userinfo endpoint (Bearer)', async () => {
    const minted = (await idp.post(QaPath.OidcToken, { Provider: 'line', Subject: 'U-remote', Name: '遠端' })).json;
    const r = await prod.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.line, TPToken: minted.AccessToken });
    expect(r.json.Result.Player).toMatchObject({ Name: '遠端', TPIDs: { '7': 'U-remote' } });
    const bad = await prod.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.line, TPToken: 'forged' });
    expect(bad.json.Code).toBe(Code.SessionExpired);
  });

  it('an unconfigured provider answers 100001; /oidc and the QA token route are off', async () => {
    const r = await prod.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.google, TPToken: 'x' });
    expect(r.json).toMatchObject({ Code: Code.InvalidInput, Result: null });
    expect(r.json.Message).toMatch(/not configured/);
    expect((await prod.get('/oidc/line/.well-known/openid-configuration')).status).toBe(404);
    expect((await prod.post(QaPath.OidcToken, { Provider: 'line' })).status).toBe(404);
  });
});
