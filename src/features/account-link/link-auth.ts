/**
 * Linking in next-auth's OAuth callback (server side). When the callback of provider P arrives
 * with the `account-link=P` cookie and a signed-in session, the provider's access token is not
 * used to sign in: it goes to the lobby's `/api/v1/player/third_part/bind` with the session's
 * lobby token, and the session stays the same player and lobby token (its sockets live on). A
 * guest's session takes the linked provider. The outcome travels back in `account-link-result`;
 * the popup returns to its callbackUrl either way, reports "done" to the page and closes.
 * The provider token never reaches the page.
 */
import type { NextAuthOptions, User } from 'next-auth';
import { getToken, type JWT } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { accountHelperApi, Code, Provider, type AccountView, type ProviderName } from '@/protocol';
import { LobbyCallError, lobbyServerCall } from '@/http/lobby-server-post';
import { lobbyPlayerInfo } from '@/features/auth/server';
import type { OAuthProviderName } from '@/features/auth';
import { toSessionUser } from '@/features/auth/server';
import { intentProvider, intentReturnPath, LINK_INTENT_COOKIE, LINK_RESULT_COOKIE, LINK_RESULT_MAX_AGE_S } from './link-cookies';

export interface LinkIntent {
  provider: OAuthProviderName;
  /** The session's lobby token, read from the encrypted session cookie. */
  lobbyToken: string;
  session: Pick<JWT, 'provider' | 'channel'>;
  /** Where the popup goes after the callback (next-auth's callback-url cookie, same origin), else '/'. */
  returnUrl: string;
}

const https = (req: NextRequest) => (req.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() ?? req.nextUrl.protocol.replace(/:$/, '')) === 'https';

/** The link intent of an OAuth callback request, or null (not a callback, no cookie, signed out). */
export async function readLinkIntent(
  req: NextRequest,
  readJwt: (req: NextRequest) => Promise<JWT | null> = (r) => getToken({ req: r, secureCookie: https(r) }),
): Promise<LinkIntent | null> {
  const cookie = req.cookies.get(LINK_INTENT_COOKIE)?.value;
  const provider = intentProvider(cookie);
  if (!provider || !req.nextUrl.pathname.endsWith(`/api/auth/callback/${provider}`)) return null;
  const jwt = await readJwt(req);
  if (!jwt || typeof jwt.token !== 'string' || jwt.token === '') return null;
  const callback = req.cookies.get(`${https(req) ? '__Secure-' : ''}next-auth.callback-url`)?.value;
  // The site's origin as the browser sees it (the Host header, as next-auth with AUTH_TRUST_HOST):
  // behind `next start` req.nextUrl may name localhost while the player is on a brand host.
  const host = (req.headers.get('x-forwarded-host') ?? req.headers.get('host'))?.split(',')[0]?.trim();
  const origin = host ? `${https(req) ? 'https' : 'http'}://${host}` : req.nextUrl.origin;
  // The page named the provider page its popup reports from; else next-auth's callback URL.
  const path = intentReturnPath(cookie);
  let returnUrl = '/';
  try {
    if (path) returnUrl = new URL(path, origin).toString();
    else if (callback && new URL(callback, origin).origin === origin) returnUrl = new URL(callback, origin).toString();
  } catch {
    // a malformed cookie: home
  }
  return { provider, lobbyToken: jwt.token, session: { provider: jwt.provider, channel: jwt.channel }, returnUrl };
}

function providerName(tpType: number): ProviderName | undefined {
  return (Object.keys(Provider) as ProviderName[]).find((name) => Provider[name] === tpType);
}

export interface LinkDeps {
  fetchImpl: typeof fetch;
}

/** Binds the access token to the intent's account; the lobby's code (0 linked) and the view. */
export async function bindAccessToken(intent: LinkIntent, accessToken: string, deps: LinkDeps): Promise<{ code: number; view?: AccountView }> {
  const reply = await lobbyServerCall(
    accountHelperApi.ThirdPartyBind,
    { TPType: Provider[intent.provider], TPToken: accessToken },
    { fetchImpl: deps.fetchImpl, token: intent.lobbyToken },
  );
  return reply.ok ? { code: Code.HttpOk, view: reply.result } : { code: reply.code };
}

/**
 * `options` whose OAuth signIn links instead of signing in. `report` receives the outcome code.
 * On success the user next-auth writes into the session is the same player and lobby token.
 */
export function linkingOptions(options: NextAuthOptions, intent: LinkIntent, report: (code: number) => void, deps: LinkDeps = { fetchImpl: fetch }): NextAuthOptions {
  return {
    ...options,
    callbacks: {
      ...options.callbacks,
      async signIn({ user, account }) {
        if (account?.type !== 'oauth' || account.provider !== intent.provider || !account.access_token) {
          report(Code.InvalidInput);
          return intent.returnUrl;
        }
        const bound = await bindAccessToken(intent, account.access_token, deps);
        if (bound.code !== Code.HttpOk || !bound.view) {
          report(bound.code);
          return intent.returnUrl;
        }
        let player;
        try {
          player = await lobbyPlayerInfo(intent.lobbyToken, deps.fetchImpl);
        } catch (error) {
          report(error instanceof LobbyCallError ? error.code : Code.Silent);
          return intent.returnUrl;
        }
        const provider = intent.session.provider === 'guest' ? (providerName(bound.view.Provider) ?? intent.provider) : intent.session.provider;
        const linked: User = { ...toSessionUser(provider, { Token: intent.lobbyToken, Player: player }, intent.session.channel), isRegist: false };
        Object.assign(user, linked);
        report(Code.HttpOk);
        return true;
      },
    },
  };
}

/**
 * The callback's response with the intent cleared and the outcome left for the page. A
 * callback that never reached signIn (the player cancelled at the provider, a state mismatch)
 * would land on /sign-in?error=… inside a signed-in popup: it goes to `returnUrl` instead (the
 * popup reports and closes) with the generic failure code.
 */
export function withLinkOutcome(response: Response, code: number | null, intent: Pick<LinkIntent, 'returnUrl'>, secure: boolean): Response {
  const flags = `SameSite=Lax${secure ? '; Secure' : ''}`;
  const headers = new Headers(response.headers);
  let outcome = code;
  if (outcome === null && headers.has('location')) {
    headers.set('location', intent.returnUrl);
    outcome = Code.Silent;
  }
  headers.append('set-cookie', `${LINK_INTENT_COOKIE}=; Max-Age=0; Path=/api/auth; ${flags}`);
  if (outcome !== null) headers.append('set-cookie', `${LINK_RESULT_COOKIE}=${outcome}; Max-Age=${LINK_RESULT_MAX_AGE_S}; Path=/; ${flags}`);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * next-auth for one request, linking when the request is a link's OAuth callback: the route
 * handler's one line (`src/app/api/auth/[...nextauth]/route.ts`).
 */
export async function authWithAccountLink(req: NextRequest, options: NextAuthOptions, run: (options: NextAuthOptions) => Promise<Response>): Promise<Response> {
  const intent = await readLinkIntent(req);
  if (!intent) return run(options);
  let outcome: number | null = null;
  const response = await run(linkingOptions(options, intent, (code) => (outcome = code)));
  return withLinkOutcome(response, outcome, intent, https(req));
}
