import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_ORIGINS, readIdentityConfig, readThirdPartyConfig } from './config';
import { exampleRedirectUri, parseOriginPattern, redirectUriPolicy } from './redirect-uris';

describe('identity provider configuration', () => {
  it('on in QA mode and demo mode, off otherwise; OIDC_IDP forces', () => {
    expect(readIdentityConfig({}, true).enabled).toBe(true);
    expect(readIdentityConfig({}, false).enabled).toBe(false);
    expect(readIdentityConfig({ DEMO_MODE: '1' }, false).enabled).toBe(true);
    expect(readIdentityConfig({ OIDC_IDP: '0' }, true).enabled).toBe(false);
    expect(readIdentityConfig({ OIDC_IDP: '1' }, false).enabled).toBe(true);
  });

  it('clients, secrets, origins and public URL from env, with QA defaults', () => {
    const c = readIdentityConfig(
      {
        OIDC_LINE_CLIENT_ID: 'line-id',
        OIDC_LINE_CLIENT_SECRET: 'line-secret',
        OIDC_REDIRECT_ORIGINS: 'https://*.example.com, http://localhost:3000',
        OIDC_PUBLIC_URL: 'https://lobby.example.com/',
        OIDC_COOKIE_KEYS: 'k1,k2',
      },
      true,
    );
    expect(c.clients.line).toEqual({ clientId: 'line-id', clientSecret: 'line-secret' });
    expect(c.clients.google).toEqual({ clientId: 'qa-google', clientSecret: 'qa-google-secret' });
    expect(c.redirectOrigins).toEqual(['https://*.example.com', 'http://localhost:3000']);
    expect(c.publicUrl).toBe('https://lobby.example.com');
    expect(c.cookieKeys).toEqual(['k1', 'k2']);
    expect(readIdentityConfig({}, true).redirectOrigins).toEqual(DEFAULT_REDIRECT_ORIGINS);
  });

  it('userinfo endpoints of real providers', () => {
    expect(readThirdPartyConfig({ TP_LINE_USERINFO_URL: 'https://api.line.me/oauth2/v2.1/userinfo' }).userinfoUrls).toEqual({
      line: 'https://api.line.me/oauth2/v2.1/userinfo',
    });
  });
});

describe('redirect URI policy', () => {
  const allow = redirectUriPolicy(DEFAULT_REDIRECT_ORIGINS, 'line');

  it.each([
    ['http://localhost:3000/api/auth/callback/line', true],
    ['http://crab.localhost:3000/api/auth/callback/line', true],
    ['http://a.b.localhost:3300/api/auth/callback/line', true],
    ['http://owl.localhost:3100/api/auth/callback/line', true],
    ['http://owl.localhost:3200/api/auth/callback/line', false],
    ['http://localhost:3000/api/auth/callback/google', false],
    ['http://localhost:3000/api/auth/callback/line/', false],
    ['http://localhost:3000/api/auth/callback/line?x=1', false],
    ['http://localhost:3000/api/auth/callback/line#x', false],
    ['http://user:pw@localhost:3000/api/auth/callback/line', false],
    ['http://evil-localhost:3000/api/auth/callback/line', false],
    ['http://owl.localhost.evil.com:3000/api/auth/callback/line', false],
    ['https://localhost:3000/api/auth/callback/line', false],
    ['not a url', false],
  ])('%s → %s', (uri, expected) => {
    expect(allow(uri)).toBe(expected);
  });

  it('default ports and bad patterns', () => {
    expect(redirectUriPolicy(['https://*.example.com:443'], 'apple')('https://x.example.com/api/auth/callback/apple')).toBe(true);
    expect(() => parseOriginPattern('localhost:3000')).toThrow(/OIDC_REDIRECT_ORIGINS/);
    expect(() => parseOriginPattern('http://*foo.com')).toThrow();
    expect(exampleRedirectUri(['http://*.localhost:3000'], 'line')).toBe('http://www.localhost:3000/api/auth/callback/line');
  });
});
