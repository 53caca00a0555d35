/**
 * The built-in OAuth 2 / OpenID Connect identity provider for QA and demo: one issuer per
 * sign-in provider (`/oidc/line`, `/oidc/google`, `/oidc/apple`, `/oidc/facebook`), each an
 * oidc-provider instance with one confidential client, mounted on the lobby server's port.
 * One issuer each (not one issuer with four clients) mirrors production, where every
 * provider has its own issuer, keys and subjects; a LINE token never signs in as Google.
 */
import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { interactionPolicy, Provider, type Account, type ClientInstance } from 'oidc-provider';
import type { Logger } from '../log';
import { OAUTH_PROVIDERS, type IdentityProviderConfig, type OAuthProviderName } from './config';
import type { IdentityStore } from './identities';
import { handleInteraction } from './interaction';
import { renderErrorPage } from './interaction-page';
import { createMemoryStore, type MemoryStore } from './memory-adapter';
import { exampleRedirectUri, redirectUriPolicy } from './redirect-uris';

export interface VerifiedIdentity {
  subject: string;
  name: string;
}

export interface IdentityProvider {
  /** Sets the public URL once the port is known; issuers are `{publicUrl}/oidc/{provider}`. */
  start(publicUrl: string): void;
  /** Serves `/oidc/…` and hands every other request to `next`. */
  wrap(next: RequestListener): RequestListener;
  issuer(name: OAuthProviderName): string;
  /** The identity behind a live access token of that provider, or null. */
  verifyAccessToken(name: OAuthProviderName, token: string): Promise<VerifiedIdentity | null>;
  /** QA: an access token for a subject without the browser flow (LIFF fake adapter, tests). */
  mintAccessToken(name: OAuthProviderName, subject: string, displayName?: string): Promise<string>;
  /** Forgets every grant, session, code and token (QA reset). */
  reset(): void;
}

const PREFIX = /^\/oidc\/(line|google|apple|facebook)(\/[^?]*)?(\?.*)?$/;
const SCOPES = ['openid', 'profile', 'email'];
const ACCESS_TOKEN_TTL_S = 3600;

/** One RSA key per provider per process: key generation is slow and tests start many servers. */
const signingKeys = new Map<string, Record<string, unknown>>();
function signingKey(name: string): Record<string, unknown> {
  let jwk = signingKeys.get(name);
  if (!jwk) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: `${name}-${Date.now().toString(36)}` };
    signingKeys.set(name, jwk);
  }
  return jwk;
}

export function createIdentityProvider(config: IdentityProviderConfig, identities: IdentityStore, log: Logger): IdentityProvider {
  let publicUrl: string | undefined = config.publicUrl;
  const instances = new Map<OAuthProviderName, { provider: Provider; store: MemoryStore; callback: RequestListener }>();

  function build(name: OAuthProviderName) {
    if (!publicUrl) throw new Error('identity provider used before start()');
    const client = config.clients[name];
    const store = createMemoryStore();

    // A tester switches identities all the time: always show the picker, never reuse a session.
    const policy = interactionPolicy.base();
    policy.get('login')?.checks.push(
      new interactionPolicy.Check('qa_picker', 'the QA/demo provider always asks who signs in', 'login_required', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

    const findAccount = async (_ctx: unknown, sub: string): Promise<Account> => {
      const displayName = (await identities.name(name, sub)) ?? sub;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: displayName,
          preferred_username: displayName,
          picture: '',
          email: `${sub}@${name}.example.invalid`,
          email_verified: true,
        }),
      };
    };

    const provider = new Provider(`${publicUrl}/oidc/${name}`, {
      adapter: store.adapter,
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          client_name: `Social casino (${name})`,
          redirect_uris: [exampleRedirectUri(config.redirectOrigins, name)],
          response_types: ['code'],
          grant_types: ['authorization_code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'picture'], email: ['email', 'email_verified'] },
      scopes: SCOPES,
      responseTypes: ['code'],
      // Profile claims in the ID token too: next-auth builds the profile from it.
      conformIdTokenClaims: false,
      cookies: {
        keys: config.cookieKeys,
        names: { session: `_${name}_session`, interaction: `_${name}_interaction`, resume: `_${name}_resume` },
        // http in QA and demo: SameSite=None cookies would need Secure.
        long: { httpOnly: true, sameSite: 'lax' },
        short: { httpOnly: true, sameSite: 'lax' },
      },
      features: {
        devInteractions: { enabled: false },
        introspection: { enabled: true },
        revocation: { enabled: true },
        userinfo: { enabled: true },
      },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/oidc/${name}/interaction/${interaction.uid}`, policy },
      findAccount,
      jwks: { keys: [signingKey(name)] },
      pkce: { methods: ['S256'], required: () => false },
      allowOmittingSingleRegisteredRedirectUri: false,
      // Tokens live their TTL even when the tester signs in as someone else in the same
      // browser (the default ends them with the provider session).
      expiresWithSession: async () => false,
      renderError: async (ctx: { type: string; body: string }, out: { error?: string; error_description?: string }) => {
        ctx.type = 'html';
        ctx.body = renderErrorPage('Sign-in error', `${out.error ?? 'error'}: ${out.error_description ?? ''}`);
      },
      ttl: { AccessToken: ACCESS_TOKEN_TTL_S, AuthorizationCode: 600, IdToken: 3600, Interaction: 3600, Grant: 3600, Session: 3600 },
    });
    const allowed = redirectUriPolicy(config.redirectOrigins, name);
    provider.Client.prototype.redirectUriAllowed = (value: string) => allowed(value);
    provider.on('server_error', (_ctx, err) => log.error('identity provider error', { provider: name, err }));
    const instance = { provider, store, callback: provider.callback() };
    instances.set(name, instance);
    return instance;
  }

  const get = (name: OAuthProviderName) => instances.get(name) ?? build(name);

  async function serve(name: OAuthProviderName, rest: string, req: IncomingMessage, res: ServerResponse) {
    const { provider, callback } = get(name);
    const interaction = /^\/interaction\/([A-Za-z0-9_-]+)(\/login|\/abort)?$/.exec(rest.split('?')[0] ?? '');
    if (interaction) {
      await handleInteraction({ provider, name, identities, log }, req, res, interaction[1]!, interaction[2] ?? '');
      return;
    }
    // oidc-provider computes its mount path from originalUrl minus url (the express convention).
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = rest || '/';
    callback(req, res);
  }

  return {
    start(url) {
      publicUrl ??= url.replace(/\/+$/, '');
      log.info('identity provider on', { issuers: OAUTH_PROVIDERS.map((n) => `${publicUrl}/oidc/${n}`) });
    },

    wrap(next) {
      return (req, res) => {
        const m = PREFIX.exec(req.url ?? '/');
        if (!m) return next(req, res);
        if (!publicUrl) {
          res.writeHead(503, { 'content-type': 'text/plain' }).end('identity provider starting');
          return;
        }
        serve(m[1] as OAuthProviderName, `${m[2] ?? ''}${m[3] ?? ''}`, req, res).catch((err: unknown) => {
          log.error('identity provider request failed', { err, url: req.url });
          if (res.headersSent) return void res.destroy();
          res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
          res.end(renderErrorPage('Sign-in failed', 'Please close this window and try again.'));
        });
      };
    },

    issuer(name) {
      return `${publicUrl ?? ''}/oidc/${name}`;
    },

    async verifyAccessToken(name, token) {
      if (!publicUrl || token.length === 0 || token.length > 512) return null;
      const { provider } = get(name);
      const found = await provider.AccessToken.find(token);
      if (!found || found.isExpired || found.clientId !== config.clients[name].clientId) return null;
      return { subject: found.accountId, name: (await identities.name(name, found.accountId)) ?? '' };
    },

    async mintAccessToken(name, subject, displayName) {
      if (displayName) await identities.upsert(name, subject, displayName);
      const { provider } = get(name);
      const client: ClientInstance | undefined = await provider.Client.find(config.clients[name].clientId);
      if (!client) throw new Error(`client of ${name} missing`);
      const grant = new provider.Grant({ accountId: subject, clientId: client.clientId });
      grant.addOIDCScope(SCOPES.join(' '));
      const grantId = await grant.save();
      const token = new provider.AccessToken({
        accountId: subject,
        client,
        grantId,
        scope: SCOPES.join(' '),
        gty: 'authorization_code',
        expiresIn: ACCESS_TOKEN_TTL_S,
      });
      return token.save();
    },

    reset() {
      for (const { store } of instances.values()) store.clear();
    },
  };
}
