import { createOAuthProviders, isOAuthProvider, oauthEndpoints, profileToUser } from './oauth-providers';

describe('OAuth providers from env', () => {
  it('default to the reference server identity provider with the qa clients', () => {
    expect(oauthEndpoints('line', {})).toEqual({
      issuer: 'http://localhost:4000/oidc/line',
      authorization: 'http://localhost:4000/oidc/line/auth',
      token: 'http://localhost:4000/oidc/line/token',
      userinfo: 'http://localhost:4000/oidc/line/me',
      jwks: 'http://localhost:4000/oidc/line/jwks',
      clientId: 'qa-line',
      clientSecret: 'qa-line-secret',
      scope: 'openid profile email',
      idToken: true,
      checks: ['state'],
    });
    expect(oauthEndpoints('google', { LOBBY_PUBLIC_URL: 'http://localhost:4310/' }).issuer).toBe('http://localhost:4310/oidc/google');
    expect(oauthEndpoints('apple', { OIDC_ISSUER_BASE: 'http://localhost:4001', LOBBY_PUBLIC_URL: 'x' }).issuer).toBe('http://localhost:4001/oidc/apple');
  });

  it('take every endpoint, client and option from env', () => {
    const e = oauthEndpoints('google', {
      GOOGLE_ISSUER: 'https://accounts.google.com',
      GOOGLE_AUTHORIZATION_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
      GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
      GOOGLE_USERINFO_URL: 'https://openidconnect.googleapis.com/v1/userinfo',
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_SCOPE: 'openid email',
      GOOGLE_ID_TOKEN: '0',
      GOOGLE_CHECKS: 'state, nonce, bogus',
    });
    expect(e).toMatchObject({
      issuer: 'https://accounts.google.com',
      token: 'https://oauth2.googleapis.com/token',
      clientId: 'id',
      clientSecret: 'secret',
      scope: 'openid email',
      idToken: false,
      checks: ['state', 'nonce'],
    });
  });

  it('LINE checks state explicitly (next-auth state mismatch with the default checks); Google and Facebook add PKCE', () => {
    const byId = Object.fromEntries(createOAuthProviders({}).map((p) => [p.id, p]));
    expect(byId.line?.checks).toEqual(['state']);
    expect(byId.apple?.checks).toEqual(['state']);
    expect(byId.google?.checks).toEqual(['pkce', 'state']);
    expect(byId.facebook?.checks).toEqual(['pkce', 'state']);
    expect(Object.keys(byId)).toEqual(['line', 'google', 'apple', 'facebook']);
    expect(byId.line).toMatchObject({ type: 'oauth', issuer: 'http://localhost:4000/oidc/line', clientId: 'qa-line', idToken: true });
  });

  it('map the provider profile and recognise provider names', () => {
    expect(profileToUser({ sub: 's1', name: '小明', email: 'a@b', picture: '' })).toEqual({ id: 's1', name: '小明', email: 'a@b', image: null });
    expect(profileToUser({ id: '9', preferred_username: 'p' })).toMatchObject({ id: '9', name: 'p' });
    expect(isOAuthProvider('line')).toBe(true);
    expect(isOAuthProvider('phone')).toBe(false);
  });
});
