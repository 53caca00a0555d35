import type { Account, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { Code, Provider, type SignInResult } from '@/protocol';
import { createAuthOptions, jwtCallback, sessionCallback } from './auth-options';
import { sessionTagOf } from './session-tag';
import { apkProvider, guestProvider, liffProvider, phoneProvider } from './providers/credentials-providers';

/** The lobby's HTTP helpers, faked at fetch: each call answers the next reply of its path. */
const lobby = {
  replies: new Map<string, unknown[]>(),
  calls: [] as { path: string; body: unknown; token?: string; forwardedFor?: string }[],
  answer(path: string, ...replies: unknown[]) {
    this.replies.set(path, replies);
  },
};
const lobbySignIn = {
  calls: () => lobby.calls.filter((c) => c.path === '/api/v1/player').map((c) => c.body),
};

beforeEach(() => {
  lobby.replies.clear();
  lobby.calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url).pathname;
      const headers = init.headers as Record<string, string>;
      lobby.calls.push({ path, body: JSON.parse(String(init.body)), token: headers['api-token'], forwardedFor: headers['x-forwarded-for'] });
      const next = lobby.replies.get(path)?.shift();
      if (next === undefined) throw new TypeError('fetch failed');
      return new Response(JSON.stringify(next));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ok = (Result: unknown) => ({ Code: Code.HttpOk, Message: '', Result });
const refuse = (code: number) => ({ Code: code, Message: 'x', Result: null });

const result = (over: Partial<SignInResult['Player']> = {}): SignInResult => ({
  Token: 'lobby-token',
  Player: {
    PlayerID: 42,
    Name: '小明',
    VIPLevel: 2,
    Level: 5,
    PicURL: '',
    PictureSetting: 2,
    Information: '',
    Bag: { Items: {} },
    Club: null,
    RegistTime: '',
    LastLoginTime: '',
    TPIDs: { '6': '0912345678' },
    RegistSituation: 1,
    ...over,
  },
});

const oauthAccount = (provider: string, access_token?: string): Account =>
  ({ provider, type: 'oauth', providerAccountId: 'sub', access_token }) as Account;

describe('OAuth sign-in callback', () => {
  const { signIn } = createAuthOptions({ siteId: 'owl', lang: 'id_id' }).callbacks!;

  it('posts the provider access token to the lobby and fills the user for the session', async () => {
    lobby.answer('/api/v1/player', ok(result()));
    const user = { id: 'sub', name: 'idp name' } as User;
    await expect(signIn!({ user, account: oauthAccount('line', 'at-1'), profile: undefined })).resolves.toBe(true);
    expect(lobbySignIn.calls()).toEqual([{ SiteID: 'owl', Lang: 'id_id', TPToken: 'at-1', TPType: 7 }]);
    expect(user).toMatchObject({ token: 'lobby-token', provider: 'line', channel: 'web', playerID: 42, isRegist: true, phone: '0912345678', name: '小明' });
  });

  it('a lobby refusal goes back to sign-in with the code', async () => {
    lobby.answer('/api/v1/player', refuse(Code.AccountSuspended));
    await expect(signIn!({ user: {} as User, account: oauthAccount('google', 'at'), profile: undefined })).rejects.toThrow(String(Code.AccountSuspended));
    await expect(signIn!({ user: {} as User, account: oauthAccount('apple'), profile: undefined })).rejects.toThrow(String(Code.InvalidInput));
    // unreachable lobby: the generic failure
    await expect(signIn!({ user: {} as User, account: oauthAccount('facebook', 'at'), profile: undefined })).rejects.toThrow(String(Code.Silent));
  });

  it('leaves credentials sign-ins alone', async () => {
    await expect(signIn!({ user: {} as User, account: { type: 'credentials', provider: 'guest' } as Account, profile: undefined })).resolves.toBe(true);
    expect(lobby.calls).toEqual([]);
  });
});

describe('jwt callback', () => {
  const base = { token: 't', provider: 'phone', playerID: 1, isRegist: true, phone: '', name: 'a', vipLevel: 1, level: 1, userRefreshedAt: 5 } as JWT;

  it('marks the registration modal as seen', async () => {
    expect((await jwtCallback({ token: base, trigger: 'update', session: { isRegist: false } })).isRegist).toBe(false);
    // the client cannot write anything else
    expect(await jwtCallback({ token: base, trigger: 'update', session: { name: 'hacker', playerID: 9 } })).toEqual(base);
  });

  it('refresh re-reads the player with the token; a dead session is flagged; an unreachable lobby changes nothing', async () => {
    lobby.answer('/api/v1/player/info', ok({ ...result().Player, Name: '新名', VIPLevel: 4, Level: 9 }), refuse(Code.SessionExpired));
    const next = await jwtCallback({ token: base, trigger: 'update', session: { refresh: true } });
    expect(lobby.calls[0]).toMatchObject({ path: '/api/v1/player/info', token: 't' });
    expect(next).toMatchObject({ name: '新名', vipLevel: 4, level: 9, phone: '0912345678' });
    expect(next.userRefreshedAt).toBeGreaterThan(5);
    expect((await jwtCallback({ token: base, trigger: 'update', session: { refresh: true } })).signInError).toEqual({ Code: Code.SessionExpired });
    expect(await jwtCallback({ token: base, trigger: 'update', session: { refresh: true } })).toEqual(base);
  });
});

describe('session callback (what /api/auth/session hands the page)', () => {
  const lobbyToken = 'Zm9vYmFyLWxvYmJ5LXRva2VuLW9mLXRoZS1wbGF5ZXItMDEyMw';
  const jwt = { token: lobbyToken, provider: 'phone', channel: 'web', playerID: 42, isRegist: true, phone: '0912345678', name: '小明', vipLevel: 2, level: 5, userRefreshedAt: 9 } as JWT;

  it('carries no lobby token, not even part of it: the page gets a session tag instead', () => {
    const session = sessionCallback({ session: { expires: '2030-01-01T00:00:00.000Z' } as never, token: jwt });
    const json = JSON.stringify(session);
    expect(session).not.toHaveProperty('token');
    for (let i = 0; i + 8 <= lobbyToken.length; i += 4) expect(json).not.toContain(lobbyToken.slice(i, i + 8));
    expect(session).toMatchObject({ sessionTag: sessionTagOf(lobbyToken), playerID: 42, provider: 'phone', phone: '0912345678', user: { name: '小明' } });
  });

  it('the tag names the session: stable for one token, different for the next, empty without one', () => {
    expect(sessionTagOf(lobbyToken)).toBe(sessionTagOf(lobbyToken));
    expect(sessionTagOf(lobbyToken)).toHaveLength(16);
    expect(sessionTagOf(`${lobbyToken}x`)).not.toBe(sessionTagOf(lobbyToken));
    expect(sessionCallback({ session: { expires: '' } as never, token: { ...jwt, token: '' } }).sessionTag).toBe('');
  });

  it('is the callback next-auth runs', async () => {
    const options = createAuthOptions();
    const session = await options.callbacks!.session!({ session: { expires: '' }, token: jwt } as never);
    expect(JSON.stringify(session)).not.toContain(lobbyToken);
  });
});

describe('credentials providers', () => {
  const req = { headers: { host: 'owl.localhost:3000', cookie: 'i18next=vi_vn' } };

  it("guest: the visitor's X-Forwarded-For goes to the lobby (its per-address sign-up limit counts the visitor)", async () => {
    lobby.answer('/api/v1/player', ok(result()), ok(result()));
    await guestProvider.options.authorize!({}, { headers: { ...req.headers, 'x-forwarded-for': '203.0.113.9' } } as never);
    await guestProvider.options.authorize!({}, req as never);
    expect(lobby.calls.map((c) => c.forwardedFor)).toEqual(['203.0.113.9', undefined]);
    expect(lobbySignIn.calls()[0]).toEqual({ SiteID: 'owl', Lang: 'vi_vn', TPType: Provider.guest });
  });

  it('phone: the ticket and the chosen account (none when the number has no account)', async () => {
    lobby.answer('/api/v1/player', ok(result()), ok(result()));
    const user = await phoneProvider.options.authorize!({ ticket: 'tk', playerID: '15', lang: 'zh_tw' }, req as never);
    expect(user).toMatchObject({ provider: 'phone', channel: 'web' });
    await phoneProvider.options.authorize!({ ticket: 'tk', playerID: '' }, req as never);
    expect(lobbySignIn.calls()).toEqual([
      { SiteID: 'owl', Lang: 'zh_tw', TPToken: 'tk', PlayerID: 15, TPType: 10000 },
      { SiteID: 'owl', Lang: 'vi_vn', TPToken: 'tk', TPType: 10000 },
    ]);
  });

  it('phone: the lobby code is the error', async () => {
    lobby.answer('/api/v1/player', refuse(Code.NotFound));
    await expect(phoneProvider.options.authorize!({ ticket: 'tk', playerID: '3' }, req as never)).rejects.toThrow(String(Code.NotFound));
    await expect(phoneProvider.options.authorize!({ ticket: '' }, req as never)).rejects.toThrow(String(Code.InvalidInput));
  });

  it('liff: LINE token, checked against the PlayerID of third_part/info; channel liff', async () => {
    lobby.answer('/api/v1/player', ok(result()), ok(result()));
    const user = await liffProvider.options.authorize!({ accessToken: 'at', playerID: '42' }, req as never);
    expect(lobbySignIn.calls()[0]).toEqual({ SiteID: 'owl', Lang: 'vi_vn', TPToken: 'at', TPType: 7 });
    expect(user).toMatchObject({ provider: 'line', channel: 'liff', playerID: 42 });
    await expect(liffProvider.options.authorize!({ accessToken: 'at', playerID: '7' }, req as never)).rejects.toThrow(String(Code.NotFound));
  });

  it('apk: a provider token of TPType 2/3/4/7; channel apk', async () => {
    lobby.answer('/api/v1/player', ok(result()));
    const user = await apkProvider.options.authorize!({ tpType: '3', tpToken: 'g' }, req as never);
    expect(lobbySignIn.calls()[0]).toEqual({ SiteID: 'owl', Lang: 'vi_vn', TPToken: 'g', TPType: 3 });
    expect(user).toMatchObject({ provider: 'google', channel: 'apk' });
    await expect(apkProvider.options.authorize!({ tpType: '10000', tpToken: 'x' }, req as never)).rejects.toThrow(String(Code.InvalidInput));
  });
});
