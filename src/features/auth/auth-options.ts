import type { NextAuthOptions, User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getBrand } from '@/brand/get-brand';
import { resolveBrand } from '@/brand/resolve-brand';
import { isLocale, DEFAULT_LOCALE } from '@/i18n/locales';
import { lobbyServerUrl } from '@/config/runtime';
import { type ProviderName, type SignInResult } from '@/protocol';
import { LobbySignInError, lobbySignIn, lobbySignOut } from './lobby-sign-in';
import { qaProviders } from './qa-token-provider';

function headerOf(req: { headers?: Record<string, unknown> } | undefined, name: string): string | undefined {
  const value = req?.headers?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Turns the lobby's sign-in result into the next-auth user the session is built from. */
export function toSessionUser(provider: ProviderName, result: SignInResult): User {
  const player = result.Player;
  return {
    id: String(player.PlayerID),
    name: player.Name,
    token: result.Token,
    provider,
    playerID: player.PlayerID,
    isRegist: player.RegistSituation === 1,
    phone: player.TPIDs['6'] ?? '',
    vipLevel: player.VIPLevel,
    level: player.Level,
  };
}

const guestProvider = CredentialsProvider({
  id: 'guest',
  name: 'guest',
  credentials: { lang: { type: 'text' } },
  async authorize(credentials, req) {
    const brand = getBrand(resolveBrand({ env: process.env.BRAND, host: headerOf(req, 'host') }));
    const lang = isLocale(credentials?.lang) ? credentials.lang : DEFAULT_LOCALE;
    try {
      return toSessionUser('guest', await lobbySignIn('guest', { SiteID: brand.siteId, Lang: lang }));
    } catch (error) {
      // next-auth turns a thrown Error's message into the `error` query value.
      if (error instanceof LobbySignInError) throw new Error(String(error.code));
      throw error;
    }
  },
});

/**
 * next-auth (v4) options. JWT sessions: the lobby token lives in the encrypted session
 * cookie and is exposed to the client session, because the browser opens the sockets with it.
 */
export const authOptions: NextAuthOptions = {
  providers: [guestProvider, ...qaProviders()],
  session: { strategy: 'jwt', maxAge: 24 * 60 * 60 },
  pages: { signIn: '/sign-in', error: '/sign-in' },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.token = user.token;
        token.provider = user.provider;
        token.playerID = user.playerID;
        token.isRegist = user.isRegist;
        token.phone = user.phone;
        token.name = user.name;
        token.vipLevel = user.vipLevel;
        token.level = user.level;
      }
      return token;
    },
    session({ session, token }) {
      session.token = token.token;
      session.provider = token.provider;
      session.playerID = token.playerID;
      session.isRegist = token.isRegist;
      session.phone = token.phone;
      session.publicKey = '';
      session.baseURL = lobbyServerUrl();
      session.signInError = null;
      session.user = {
        name: token.name,
        playerID: token.playerID,
        vipLevel: token.vipLevel,
        level: token.level,
      };
      return session;
    },
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
