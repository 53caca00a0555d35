import type { NextAuthOptions, Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { lobbyServerUrl } from '@/config/runtime';
import { Code } from '@/protocol';
import { LobbyCallError } from '@/http/lobby-server-post';
import { lobbyPlayerInfo, lobbySignIn, lobbySignOut } from './lobby-sign-in';
import { apkProvider, guestProvider, liffProvider, phoneProvider } from './providers/credentials-providers';
import { createOAuthProviders, isOAuthProvider } from './providers/oauth-providers';
import { profileFields, toSessionUser } from './providers/session-user';
import { signInContext, type SignInContext } from './providers/sign-in-context';
import { qaProviders } from './qa-token-provider';
import { sessionTagOf } from './session-tag';

/** What the client may ask of `useSession().update(…)`; anything else is ignored. */
export interface SessionUpdateRequest {
  /** Re-read the player from the lobby (name, VIP, level, phone). */
  refresh?: boolean;
  /** The registration-success modal was shown. */
  isRegist?: false;
}

/** Codes of `/api/v1/player/info` that end the session; the client signs out on them. */
const SESSION_ENDING: ReadonlySet<number> = new Set([Code.SessionExpired, Code.AccountSuspended]);

/** Re-reads the player into the token; a failure leaves it unchanged (the client retries). */
async function refreshToken(token: JWT, fetchImpl?: typeof fetch): Promise<JWT> {
  try {
    const player = await lobbyPlayerInfo(token.token, fetchImpl);
    return { ...token, ...profileFields(player), userRefreshedAt: Date.now() };
  } catch (error) {
    if (error instanceof LobbyCallError && SESSION_ENDING.has(error.code)) {
      return { ...token, signInError: { Code: error.code } };
    }
    return token;
  }
}

/**
 * The session's JWT callback: copies the lobby user in at sign-in and answers the client's
 * update requests (refresh every 5 minutes, registration modal seen).
 */
export async function jwtCallback(
  { token, user, trigger, session }: { token: JWT; user?: unknown; trigger?: string; session?: unknown },
  fetchImpl?: typeof fetch,
): Promise<JWT> {
  if (user && typeof user === 'object' && 'token' in user) {
    const u = user as import('next-auth').User;
    return {
      ...token,
      token: u.token,
      provider: u.provider,
      channel: u.channel,
      playerID: u.playerID,
      isRegist: u.isRegist,
      phone: u.phone,
      name: u.name,
      vipLevel: u.vipLevel,
      level: u.level,
      userRefreshedAt: Date.now(),
      signInError: null,
    };
  }
  if (trigger !== 'update' || typeof session !== 'object' || session === null) return token;
  const request = session as SessionUpdateRequest;
  let next = token;
  if (request.isRegist === false) next = { ...next, isRegist: false };
  if (request.refresh === true && next.token) next = await refreshToken(next, fetchImpl);
  return next;
}

/**
 * The session the page reads (`/api/auth/session`, `useSession`). It never carries the lobby
 * token (issue 8 item 4): that stays in the encrypted, HttpOnly JWT cookie, and the web server
 * uses it for the page (socket tickets, relayed lobby calls: src/app/api/lobby). The page gets
 * `sessionTag`, a non-secret name of the session, instead.
 */
export function sessionCallback({ session, token }: { session: Session; token: JWT }): Session {
  return {
    ...session,
    sessionTag: token.token ? sessionTagOf(token.token) : '',
    provider: token.provider,
    channel: token.channel ?? 'web',
    playerID: token.playerID,
    isRegist: token.isRegist,
    phone: token.phone,
    publicKey: '',
    baseURL: lobbyServerUrl(),
    signInError: token.signInError ?? null,
    userRefreshedAt: token.userRefreshedAt ?? 0,
    user: {
      name: token.name,
      playerID: token.playerID,
      vipLevel: token.vipLevel,
      level: token.level,
    },
  };
}

/**
 * next-auth (v4) options for one request. JWT sessions: the lobby token lives only in the
 * encrypted session cookie (see `sessionCallback`). `context` (brand by host, language) is
 * what an OAuth sign-in sends to the lobby.
 */
export function createAuthOptions(context?: SignInContext): NextAuthOptions {
  return {
    providers: [guestProvider, phoneProvider, liffProvider, apkProvider, ...createOAuthProviders(), ...qaProviders()],
    session: { strategy: 'jwt', maxAge: 24 * 60 * 60 },
    pages: { signIn: '/sign-in', error: '/sign-in' },
    callbacks: {
      // OAuth: the provider's access token goes to the lobby (TPType 7/3/4/2), which answers
      // the lobby token and player. A failure returns to /sign-in?error=<lobby code>.
      async signIn({ user, account }) {
        if (account?.type !== 'oauth') return true;
        const provider = account.provider;
        if (!isOAuthProvider(provider)) return false;
        if (!account.access_token) throw new Error(String(Code.InvalidInput));
        const { siteId, lang } = context ?? signInContext(undefined);
        try {
          const result = await lobbySignIn(provider, { SiteID: siteId, Lang: lang, TPToken: account.access_token });
          // next-auth hands this same object to the jwt callback.
          Object.assign(user, toSessionUser(provider, result));
          return true;
        } catch (error) {
          if (error instanceof LobbyCallError) throw new Error(String(error.code));
          throw error;
        }
      },
      jwt: (params) => jwtCallback(params),
      session: ({ session, token }) => sessionCallback({ session, token }),
      redirect({ url, baseUrl }) {
        if (url.startsWith('/')) return `${baseUrl}${url}`;
        try {
          if (new URL(url).origin === baseUrl) return url;
        } catch {
          // fall through to the home page
        }
        return baseUrl;
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.token) await lobbySignOut(token.token);
      },
    },
  };
}

/** Options without a request (server components' `getServerSession`, which only reads sessions). */
export const authOptions: NextAuthOptions = createAuthOptions();
