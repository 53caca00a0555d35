import type { User } from 'next-auth';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { DEFAULT_LOBBY_PORT } from '@/config/runtime';

/** The sign-in providers that go through an OAuth 2 / OpenID Connect identity provider. */
export const OAUTH_PROVIDERS = ['line', 'google', 'apple', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/** True when `value` names one of the OAuth providers. */
export function isOAuthProvider(value: unknown): value is OAuthProviderName {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

type Check = 'state' | 'pkce' | 'nonce';

/** Everything one provider needs, as read from the environment. */
export interface OAuthEndpoints {
  issuer: string;
  authorization: string;
  token: string;
  userinfo: string;
  jwks: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Build the profile from the ID token (OIDC); false: from the userinfo endpoint. */
  idToken: boolean;
  checks: Check[];
}

const TITLES: Record<OAuthProviderName, string> = { line: 'LINE', google: 'Google', apple: 'Apple', facebook: 'Facebook' };

/**
 * CSRF checks on the callback. LINE takes `state` explicitly: next-auth's LINE setups that
 * leave the checks to the default (or PKCE alone) fail with "'state' is not specified" /
 * state mismatches (nextauthjs/next-auth#9596, #12703). Apple's production flow posts the
 * callback cross-site (form_post), where a PKCE cookie would not come back. Google and
 * Facebook take PKCE as well.
 */
const DEFAULT_CHECKS: Record<OAuthProviderName, Check[]> = {
  line: ['state'],
  google: ['pkce', 'state'],
  apple: ['state'],
  facebook: ['pkce', 'state'],
};

type Env = Record<string, string | undefined>;

function parseChecks(value: string | undefined): Check[] | null {
  if (!value) return null;
  const checks = value.split(',').map((c) => c.trim()).filter((c): c is Check => c === 'state' || c === 'pkce' || c === 'nonce');
  return checks.length > 0 ? checks : null;
}

/**
 * One provider's endpoints from env `{LINE|GOOGLE|APPLE|FACEBOOK}_{ISSUER, AUTHORIZATION_URL,
 * TOKEN_URL, USERINFO_URL, JWKS_URL, CLIENT_ID, CLIENT_SECRET, SCOPE, ID_TOKEN, CHECKS}`.
 * Defaults point at the reference server's identity provider (`{OIDC_ISSUER_BASE, else
 * LOBBY_PUBLIC_URL, else http://localhost:4000}/oidc/{provider}`, client `qa-{provider}` /
 * `qa-{provider}-secret`).
 * @example oauthEndpoints('line', {}).authorization // 'http://localhost:4000/oidc/line/auth'
 */
export function oauthEndpoints(name: OAuthProviderName, env: Env): OAuthEndpoints {
  const key = name.toUpperCase();
  const read = (suffix: string) => env[`${key}_${suffix}`]?.trim() || undefined;
  const lobby = (env.OIDC_ISSUER_BASE?.trim() || env.LOBBY_PUBLIC_URL?.trim() || `http://localhost:${DEFAULT_LOBBY_PORT}`).replace(
    /\/+$/,
    '',
  );
  const issuer = (read('ISSUER') ?? `${lobby}/oidc/${name}`).replace(/\/+$/, '');
  return {
    issuer,
    authorization: read('AUTHORIZATION_URL') ?? `${issuer}/auth`,
    token: read('TOKEN_URL') ?? `${issuer}/token`,
    userinfo: read('USERINFO_URL') ?? `${issuer}/me`,
    jwks: read('JWKS_URL') ?? `${issuer}/jwks`,
    clientId: read('CLIENT_ID') ?? `qa-${name}`,
    clientSecret: read('CLIENT_SECRET') ?? `qa-${name}-secret`,
    scope: read('SCOPE') ?? 'openid profile email',
    idToken: read('ID_TOKEN') !== '0',
    checks: parseChecks(read('CHECKS')) ?? DEFAULT_CHECKS[name],
  };
}

interface ProviderProfile {
  sub?: string;
  id?: string;
  name?: string;
  preferred_username?: string;
  email?: string;
  picture?: string;
}

/**
 * The identity-provider part of the user. The lobby fields (token, playerID…) are filled by the
 * `signIn` callback after the lobby accepted the provider's access token.
 */
export function profileToUser(profile: ProviderProfile): User {
  const partial = {
    id: String(profile.sub ?? profile.id ?? ''),
    name: profile.name ?? profile.preferred_username ?? '',
    email: profile.email ?? null,
    image: profile.picture || null,
  };
  return partial as unknown as User;
}

/** next-auth OAuth providers for line, google, apple and facebook, configured from `env`. */
export function createOAuthProviders(env: Env = process.env): OAuthConfig<ProviderProfile>[] {
  return OAUTH_PROVIDERS.map((name) => {
    const e = oauthEndpoints(name, env);
    return {
      id: name,
      name: TITLES[name],
      type: 'oauth',
      issuer: e.issuer,
      jwks_endpoint: e.jwks,
      authorization: { url: e.authorization, params: { scope: e.scope, response_type: 'code' } },
      token: e.token,
      userinfo: e.userinfo,
      clientId: e.clientId,
      clientSecret: e.clientSecret,
      client: { token_endpoint_auth_method: 'client_secret_basic' },
      idToken: e.idToken,
      checks: e.checks,
      profile: profileToUser,
    } satisfies OAuthConfig<ProviderProfile>;
  });
}
