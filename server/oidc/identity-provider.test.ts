import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, Provider } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { OAUTH_PROVIDERS, OAUTH_TPTYPE, type OAuthProviderName } from './config';
import { pkce, TestBrowser, verifyJwt } from './test-browser';

const CALLBACK_ORIGIN = 'http://crab.localhost:3300';
const callback = (name: string) => `${CALLBACK_ORIGIN}/api/auth/callback/${name}`;

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  introspection_endpoint: string;
}

describe('built-in OpenID provider: authorization code flow with PKCE and state', () => {
  let s: TestServer;
  let base: string;
  beforeEach(async () => {
    s = await startTestServer();
    base = `http://127.0.0.1:${s.port}`;
  });
  afterEach(() => s.cleanup());

  const discover = async (name: string) => {
    const res = await fetch(`${base}/oidc/${name}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    return (await res.json()) as Discovery;
  };

  /** Runs the popup part: authorize → sign-in page → approve → back at the callback. */
  async function authorize(name: OAuthProviderName, form: Record<string, string>, browser = new TestBrowser()) {
    const d = await discover(name);
    const state = randomBytes(16).toString('base64url');
    const nonce = randomBytes(16).toString('base64url');
    const { verifier, challenge } = pkce();
    const url = new URL(d.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: `qa-${name}`,
      redirect_uri: callback(name),
      scope: 'openid profile email',
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const page = await browser.follow(url.href, base);
    expect(page.res.status).toBe(200);
    const html = await page.res.text();
    expect(html).toContain('<label for="name">Display name</label>');
    expect(html).toContain('>Approve</button>');
    expect(html).toContain('Continue as 小明');
    const action = /action="([^"]+\/login)"/.exec(html)![1]!;
    const done = await browser.follow(new URL(action, base).href, base, { form });
    expect(done.left?.origin).toBe(CALLBACK_ORIGIN);
    return { d, state, nonce, verifier, back: done.left!, browser };
  }

  async function exchange(name: OAuthProviderName, d: Discovery, code: string, verifier: string) {
    const res = await fetch(d.token_endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`qa-${name}:qa-${name}-secret`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: callback(name), code_verifier: verifier }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, string> };
  }

  it('LINE: code + state back at next-auth callback, tokens, signed ID token, userinfo, then lobby sign-in', async () => {
    const { d, state, nonce, back } = await authorize('line', { name: 'QA 一號', subject: '' });
    expect(d.issuer).toBe(`http://localhost:${s.port}/oidc/line`);
    expect(back.pathname).toBe('/api/auth/callback/line');
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code')!;

    const bad = await exchange('line', d, code, pkce().verifier);
    expect(bad.json.error).toBe('invalid_grant'); // wrong PKCE verifier; the code is now spent
    const again = await authorize('line', { name: 'QA 一號', subject: '' });
    const tokens = await exchange('line', again.d, again.back.searchParams.get('code')!, again.verifier);
    expect(tokens.status).toBe(200);
    expect(tokens.json).toMatchObject({ token_type: 'Bearer', scope: 'openid profile email' });

    const jwks = await (await fetch(d.jwks_uri)).json();
    const claims = verifyJwt(tokens.json.id_token!, jwks);
    expect(claims).toMatchObject({ iss: d.issuer, aud: 'qa-line', nonce: again.nonce, name: 'QA 一號' });
    expect(nonce).not.toBe(again.nonce);

    const me = await fetch(d.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.json.access_token}` } });
    expect(await me.json()).toMatchObject({ sub: claims.sub, name: 'QA 一號', email_verified: true });

    const signIn = await s.post('/api/v1/player', { SiteID: 'crab', Lang: 'zh_tw', TPType: Provider.line, TPToken: tokens.json.access_token });
    expect(signIn.json).toMatchObject({ Code: 0, Result: { Player: { Name: 'QA 一號', RegistSituation: 1, TPIDs: { '7': claims.sub } } } });
    expect(signIn.json.Result.Token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const twice = await s.post('/api/v1/player', { SiteID: 'crab', Lang: 'zh_tw', TPType: Provider.line, TPToken: tokens.json.access_token });
    expect(twice.json.Result.Player).toMatchObject({ PlayerID: signIn.json.Result.Player.PlayerID, RegistSituation: 0 });
    expect(twice.json.Result.Token).not.toBe(signIn.json.Result.Token);
  });

  it.each(OAUTH_PROVIDERS)('%s: its own issuer and client; its token signs in only as that provider', async (name) => {
    const { d, verifier, back } = await authorize(name, { name: '小明', subject: 'demo-ming' });
    const tokens = await exchange(name, d, back.searchParams.get('code')!, verifier);
    expect(tokens.status).toBe(200);
    const ok = await s.post('/api/v1/player', { SiteID: 'owl', Lang: 'zh_tw', TPType: OAUTH_TPTYPE[name], TPToken: tokens.json.access_token });
    expect(ok.json.Result.Player).toMatchObject({ Name: '小明', TPIDs: { [String(OAUTH_TPTYPE[name])]: 'demo-ming' } });
    const other = OAUTH_PROVIDERS.find((n) => n !== name)!;
    const cross = await s.post('/api/v1/player', { SiteID: 'owl', Lang: 'zh_tw', TPType: OAUTH_TPTYPE[other], TPToken: tokens.json.access_token });
    expect(cross.json.Code).toBe(Code.SessionExpired);
  });

  it('the same typed name signs in the same player; the picker shows every time', async () => {
    const browser = new TestBrowser();
    // Like next-auth: each code is exchanged as soon as it arrives.
    const one = await authorize('google', { name: '測試者', subject: '' }, browser);
    const t1 = await exchange('google', one.d, one.back.searchParams.get('code')!, one.verifier);
    const two = await authorize('google', { name: '測試者', subject: '' }, browser); // same browser: page again
    const t2 = await exchange('google', two.d, two.back.searchParams.get('code')!, two.verifier);
    expect(t1.status, JSON.stringify(t1.json)).toBe(200);
    expect(t2.status, JSON.stringify(t2.json)).toBe(200);
    const p1 = await s.post('/api/v1/player', { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.google, TPToken: t1.json.access_token });
    const p2 = await s.post('/api/v1/player', { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.google, TPToken: t2.json.access_token });
    expect(p1.json.Code, JSON.stringify(p1.json)).toBe(0);
    expect(p2.json.Code, JSON.stringify(p2.json)).toBe(0);
    expect(p2.json.Result.Player.PlayerID).toBe(p1.json.Result.Player.PlayerID);
  });

  it('Cancel returns access_denied with the state to the callback', async () => {
    const d = await discover('facebook');
    const url = new URL(d.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: 'qa-facebook',
      redirect_uri: callback('facebook'),
      scope: 'openid profile',
      state: 'st-1',
    }).toString();
    const browser = new TestBrowser();
    const page = await browser.follow(url.href, base);
    const action = /formaction="([^"]+\/abort)"/.exec(await page.res.text())![1]!;
    const done = await browser.follow(new URL(action, base).href, base, { form: {} });
    expect(done.left?.searchParams.get('error')).toBe('access_denied');
    expect(done.left?.searchParams.get('state')).toBe('st-1');
  });

  it('redirect URIs: any brand subdomain of the allowed ports; nothing else', async () => {
    const d = await discover('line');
    const attempt = async (redirect: string) => {
      const url = new URL(d.authorization_endpoint);
      url.search = new URLSearchParams({ response_type: 'code', client_id: 'qa-line', redirect_uri: redirect, scope: 'openid', state: 's' }).toString();
      const res = await fetch(url, { redirect: 'manual' });
      return { status: res.status, location: res.headers.get('location') ?? '' };
    };
    expect((await attempt('http://owl.localhost:3000/api/auth/callback/line')).location).toMatch(/\/oidc\/line\/interaction\//);
    expect((await attempt('http://localhost:3100/api/auth/callback/line')).location).toMatch(/\/interaction\//);
    for (const badUri of [
      'http://evil.example:3000/api/auth/callback/line',
      'http://owl.localhost:3001/api/auth/callback/line',
      'http://owl.localhost:3000/api/auth/callback/google',
      'http://owl.localhost:3000/api/auth/callback/line?next=x',
      'https://owl.localhost:3000/api/auth/callback/line',
    ]) {
      const r = await attempt(badUri);
      expect(r.status, badUri).toBe(400);
      expect(r.location, badUri).toBe('');
    }
  });

  it('bad form input re-renders the page with a message', async () => {
    const d = await discover('apple');
    const url = new URL(d.authorization_endpoint);
    url.search = new URLSearchParams({ response_type: 'code', client_id: 'qa-apple', redirect_uri: callback('apple'), scope: 'openid' }).toString();
    const browser = new TestBrowser();
    const page = await browser.follow(url.href, base);
    const action = new URL(/action="([^"]+\/login)"/.exec(await page.res.text())![1]!, base).href;
    const empty = await browser.request(action, { form: { name: '', subject: '' } });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('role="alert"');
    const badSubject = await browser.request(action, { form: { name: 'x', subject: 'has space' } });
    expect(await badSubject.text()).toContain('Subject: 1–64');
  });
});
