/**
 * Which sign-in providers the server can verify, and how its built-in OAuth 2 / OpenID
 * Connect identity provider (QA and demo only) is set up. Read from the environment; see
 * docs/protocol-account.md "Identity provider" for every variable.
 */
import { randomBytes } from 'node:crypto';
import { Provider } from '../../src/protocol';

export const OAUTH_PROVIDERS = ['line', 'google', 'apple', 'facebook'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];

/** TPType of each OAuth provider (account §3). */
export const OAUTH_TPTYPE: Readonly<Record<OAuthProviderName, number>> = {
  line: Provider.line,
  google: Provider.google,
  apple: Provider.apple,
  facebook: Provider.facebook,
};

/** The OAuth provider behind a TPType, if it is one. */
export function oauthProviderOf(tpType: number): OAuthProviderName | undefined {
  return OAUTH_PROVIDERS.find((name) => OAUTH_TPTYPE[name] === tpType);
}

/**
 * Web-app origins whose `/api/auth/callback/{provider}` may receive codes: every brand
 * subdomain of `npm start` (3000), e2e (3300) and a spare dev port (3100).
 */
export const DEFAULT_REDIRECT_ORIGINS = [
  'http://localhost:3000',
  'http://*.localhost:3000',
  'http://localhost:3300',
  'http://*.localhost:3300',
  'http://localhost:3100',
  'http://*.localhost:3100',
];

export interface OidcClient {
  clientId: string;
  clientSecret: string;
}

export interface IdentityProviderConfig {
  enabled: boolean;
  /** Public origin of this server; issuers are `{publicUrl}/oidc/{provider}`. Default http://localhost:{port}. */
  publicUrl?: string;
  /** Origin patterns (`http://*.localhost:3000`) allowed in redirect URIs. */
  redirectOrigins: string[];
  clients: Record<OAuthProviderName, OidcClient>;
  /** Keys signing the provider's cookies (newest first). */
  cookieKeys: string[];
}

export interface ThirdPartyConfig {
  /**
   * Userinfo endpoints of real providers (`Authorization: Bearer <access token>`); a set URL
   * wins over the built-in provider. Subject read from sub | userId | id, name from
   * name | displayName.
   */
  userinfoUrls: Partial<Record<OAuthProviderName, string>>;
}

type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] | undefined {
  const items = value?.split(',').map((s) => s.trim()).filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

/**
 * The identity provider is on in QA mode and in demo mode (DEMO_MODE=1); OIDC_IDP=1 / 0
 * forces it on or off.
 * @example readIdentityConfig({ QA_MODE: '1' }, true).enabled // true
 */
export function readIdentityConfig(env: Env, qaMode: boolean): IdentityProviderConfig {
  const forced = env.OIDC_IDP;
  const enabled = forced === '1' || (forced !== '0' && (qaMode || env.DEMO_MODE === '1'));
  const clients = Object.fromEntries(
    OAUTH_PROVIDERS.map((name) => {
      const key = name.toUpperCase();
      return [
        name,
        {
          clientId: env[`OIDC_${key}_CLIENT_ID`] || `qa-${name}`,
          clientSecret: env[`OIDC_${key}_CLIENT_SECRET`] || `qa-${name}-secret`,
        },
      ];
    }),
  ) as Record<OAuthProviderName, OidcClient>;
  return {
    enabled,
    publicUrl: env.OIDC_PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    redirectOrigins: list(env.OIDC_REDIRECT_ORIGINS) ?? DEFAULT_REDIRECT_ORIGINS,
    clients,
    // A fresh key per process: a restart only ends pending sign-ins.
    cookieKeys: list(env.OIDC_COOKIE_KEYS) ?? [randomBytes(32).toString('base64url')],
  };
}

/** TP_{LINE|GOOGLE|APPLE|FACEBOOK}_USERINFO_URL. */
export function readThirdPartyConfig(env: Env): ThirdPartyConfig {
  const userinfoUrls: ThirdPartyConfig['userinfoUrls'] = {};
  for (const name of OAUTH_PROVIDERS) {
    const url = env[`TP_${name.toUpperCase()}_USERINFO_URL`]?.trim();
    if (url) userinfoUrls[name] = url;
  }
  return { userinfoUrls };
}
