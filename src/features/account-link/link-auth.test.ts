// @vitest-environment node
/**
 * Linking in the OAuth callback: the intent is read only on its provider's callback with a
 * session; signIn binds instead of signing in and keeps the lobby token; refusals come back as
 * the result cookie and the popup goes to its callbackUrl.
 */
import type { NextAuthOptions, User } from 'next-auth';
import { encode, type JWT } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { AccountHelperPath, AccountPath, Code } from '@/protocol';
import { linkingOptions, readLinkIntent, withLinkOutcome, type LinkIntent } from './link-auth';
import { LINK_INTENT_COOKIE, LINK_RESULT_COOKIE } from './link-cookies';

const SECRET = 'link-test-secret-link-test-secret-01234';
const SITE = 'http://crab.localhost:3000';
const RETURN = `${SITE}/zh_tw/signIn/line?step=done`;

beforeEach(() => vi.stubEnv('NEXTAUTH_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

async function callback(path: string, cookies: Record<string, string>, session: Partial<JWT> | null = { token: 'lobby-token', provider: 'guest', channel: 'web' }) {
  const jar = { ...cookies, ...(session ? { 'next-auth.session-token': await encode({ token: session as JWT, secret: SECRET }) } : {}) };
  const cookie = Object.entries(jar).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  return new NextRequest(`${SITE}${path}`, { headers: { host: 'crab.localhost:3000', cookie } });
}

describe('readLinkIntent', () => {
  it('a callback of the intent provider with a session: the intent, with the callback URL to return to', async () => {
    const req = await callback('/api/auth/callback/line?code=x', { [LINK_INTENT_COOKIE]: 'line', 'next-auth.callback-url': RETURN });
    expect(await readLinkIntent(req)).toEqual({ provider: 'line', lobbyToken: 'lobby-token', session: { provider: 'guest', channel: 'web' }, returnUrl: RETURN });
  });

  it('nothing without the cookie, on another provider or path, signed out; a foreign callback URL returns home', async () => {
    expect(await readLinkIntent(await callback('/api/auth/callback/line', {}))).toBeNull();
    expect(await readLinkIntent(await callback('/api/auth/callback/google', { [LINK_INTENT_COOKIE]: 'line' }))).toBeNull();
    expect(await readLinkIntent(await callback('/api/auth/signin/line', { [LINK_INTENT_COOKIE]: 'line' }))).toBeNull();
    expect(await readLinkIntent(await callback('/api/auth/callback/line', { [LINK_INTENT_COOKIE]: 'line' }, null))).toBeNull();
    expect(await readLinkIntent(await callback('/api/auth/callback/myspace', { [LINK_INTENT_COOKIE]: 'myspace' }))).toBeNull();
    const foreign = await callback('/api/auth/callback/line', { [LINK_INTENT_COOKIE]: 'line', 'next-auth.callback-url': 'https://evil.example/x' });
    expect((await readLinkIntent(foreign))?.returnUrl).toBe('/');
  });

  it('a return path in the intent cookie wins (the provider page the popup reports from); a foreign one is ignored', async () => {
    const req = await callback('/api/auth/callback/line', { [LINK_INTENT_COOKIE]: `line~${encodeURIComponent('/zh_tw/signIn/line?step=done')}` });
    expect((await readLinkIntent(req))?.returnUrl).toBe('http://crab.localhost:3000/zh_tw/signIn/line?step=done');
    const foreign = await callback('/api/auth/callback/line', { [LINK_INTENT_COOKIE]: `line~${encodeURIComponent('//evil.example/x')}` });
    expect((await readLinkIntent(foreign))?.returnUrl).toBe('/');
  });

  it('the callback URL counts as the site’s own when it matches the Host the browser used, whatever the server calls itself', async () => {
    const onBrandHost = 'http://crab.localhost:3000/zh_tw/sign-in/popup-done';
    const req = new NextRequest('http://localhost:3000/api/auth/callback/line?code=x', {
      headers: { host: 'crab.localhost:3000', cookie: (await callback('/api/auth/callback/line', { [LINK_INTENT_COOKIE]: 'line', 'next-auth.callback-url': onBrandHost })).headers.get('cookie')! },
    });
    expect((await readLinkIntent(req))?.returnUrl).toBe(onBrandHost);
  });
});

const PROFILE = { PlayerID: 42, Name: '訪客1234', VIPLevel: 1, Level: 1, PicURL: '', PictureSetting: 2, Information: '', Bag: { Items: {} }, Club: null, RegistTime: 'x', LastLoginTime: 'y', TPIDs: {}, RegistSituation: 0 };
const VIEW = { PlayerID: 42, Name: '訪客1234', Provider: 7, IsGuest: false, Phone: '', Linked: [{ TPType: 7, LinkedAt: 1 }], Status: 1, RegistTime: 'x', LastLoginTime: 'y' };

function lobby(bindReply: unknown) {
  const calls: { path: string; body: unknown; token: string | undefined }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url)).pathname;
    calls.push({ path, body: JSON.parse(String(init?.body)), token: (init?.headers as Record<string, string>)['api-token'] });
    return new Response(JSON.stringify(path === AccountPath.PlayerInfo ? { Code: 0, Message: '', Result: PROFILE } : bindReply));
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

const intent: LinkIntent = { provider: 'line', lobbyToken: 'lobby-token', session: { provider: 'guest', channel: 'web' }, returnUrl: RETURN };
const base: NextAuthOptions = { providers: [], callbacks: { signIn: () => false } };
const oauth = { type: 'oauth', provider: 'line', providerAccountId: 's', access_token: 'line-access' } as const;

async function run(options: NextAuthOptions, user: User) {
  return options.callbacks!.signIn!({ user, account: oauth as never, profile: undefined, email: undefined, credentials: undefined });
}

describe('linkingOptions', () => {
  it('binds the access token with the session token and keeps the same lobby token; a guest takes the linked provider', async () => {
    const { calls, fetchImpl } = lobby({ Code: 0, Message: '', Result: VIEW });
    const report = vi.fn();
    const user = { id: 's' } as User;
    expect(await run(linkingOptions(base, intent, report, { fetchImpl }), user)).toBe(true);
    expect(calls[0]).toEqual({ path: AccountHelperPath.ThirdPartyBind, body: { TPType: 7, TPToken: 'line-access' }, token: 'lobby-token' });
    expect(user).toMatchObject({ token: 'lobby-token', provider: 'line', playerID: 42, isRegist: false, channel: 'web' });
    expect(report).toHaveBeenCalledWith(Code.HttpOk);
  });

  it('a non-guest keeps the provider it signed in with', async () => {
    const { fetchImpl } = lobby({ Code: 0, Message: '', Result: { ...VIEW, Provider: 10000 } });
    const user = { id: 's' } as User;
    await run(linkingOptions(base, { ...intent, session: { provider: 'phone', channel: 'web' } }, vi.fn(), { fetchImpl }), user);
    expect(user).toMatchObject({ provider: 'phone', token: 'lobby-token' });
  });

  it('a refusal: the code is reported, nothing is signed in, the popup returns to its callback URL', async () => {
    const { fetchImpl } = lobby({ Code: Code.IdentityLinkedElsewhere, Message: 'taken', Result: null });
    const report = vi.fn();
    const user = { id: 's' } as User;
    expect(await run(linkingOptions(base, intent, report, { fetchImpl }), user)).toBe(RETURN);
    expect(report).toHaveBeenCalledWith(Code.IdentityLinkedElsewhere);
    expect(user).toEqual({ id: 's' });
  });
});

describe('withLinkOutcome', () => {
  it('clears the intent and leaves the code for the page', () => {
    const res = withLinkOutcome(new Response(null, { status: 302, headers: { location: RETURN } }), Code.HttpOk, intent, false);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toContain(`${LINK_INTENT_COOKIE}=; Max-Age=0; Path=/api/auth; SameSite=Lax`);
    expect(cookies).toContain(`${LINK_RESULT_COOKIE}=0; Max-Age=120; Path=/; SameSite=Lax`);
    expect(res.headers.get('location')).toBe(RETURN);
  });

  it("keeps next-auth's own cookies (the session) next to the link cookies", () => {
    const headers = new Headers({ location: RETURN });
    headers.append('set-cookie', 'next-auth.session-token=abc; Path=/; HttpOnly');
    headers.append('set-cookie', 'next-auth.state=; Max-Age=0; Path=/');
    const cookies = withLinkOutcome(new Response(null, { status: 302, headers }), Code.HttpOk, intent, false).headers.getSetCookie();
    expect(cookies.slice(0, 2)).toEqual(['next-auth.session-token=abc; Path=/; HttpOnly', 'next-auth.state=; Max-Age=0; Path=/']);
    expect(cookies).toHaveLength(4);
  });

  it('a callback that never reached signIn (cancelled at the provider) returns the popup with the generic failure', () => {
    const res = withLinkOutcome(new Response(null, { status: 302, headers: { location: '/sign-in?error=OAuthCallback' } }), null, intent, true);
    expect(res.headers.get('location')).toBe(RETURN);
    expect(res.headers.getSetCookie()).toContain(`${LINK_RESULT_COOKIE}=${Code.Silent}; Max-Age=120; Path=/; SameSite=Lax; Secure`);
  });
});
