import type { User } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { Code, Provider, type ProviderName } from '@/protocol';
import { LobbyCallError } from '@/http/lobby-server-post';
import { lobbySignIn } from '../lobby-sign-in';
import { isOAuthProvider } from './oauth-providers';
import { toSessionUser, type SignInChannel } from './session-user';
import { signInContext } from './sign-in-context';

type Req = { headers?: Record<string, unknown> } | undefined;

/** next-auth turns a thrown Error's message into the `error` value: we throw the lobby's code. */
async function withLobbyCode(run: () => Promise<User>): Promise<User> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof LobbyCallError) throw new Error(String(error.code));
    throw error;
  }
}

function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Guest (99999): a new throwaway account on every sign-in. */
export const guestProvider = CredentialsProvider({
  id: 'guest',
  name: 'guest',
  credentials: { lang: { type: 'text' } },
  authorize: (credentials, req: Req) =>
    withLobbyCode(async () => {
      const { siteId, lang, forwardedFor } = signInContext(req?.headers, credentials?.lang);
      return toSessionUser('guest', await lobbySignIn('guest', { SiteID: siteId, Lang: lang }, fetch, forwardedFor));
    }),
});

/**
 * Phone (10000) — the spec's "choose-phone-account route": the phone ticket of
 * `/api/v1/captcha/valid` and the chosen PlayerID (none when the number has no account yet:
 * the lobby then creates one).
 */
export const phoneProvider = CredentialsProvider({
  id: 'phone',
  name: 'phone',
  credentials: { ticket: { type: 'text' }, playerID: { type: 'text' }, lang: { type: 'text' } },
  authorize: (credentials, req: Req) =>
    withLobbyCode(async () => {
      const ticket = text(credentials?.ticket);
      if (!ticket) throw new LobbyCallError(Code.InvalidInput, 'no phone ticket');
      const { siteId, lang } = signInContext(req?.headers, credentials?.lang);
      const playerId = positiveInt(credentials?.playerID);
      const result = await lobbySignIn('phone', {
        SiteID: siteId,
        Lang: lang,
        TPToken: ticket,
        ...(playerId ? { PlayerID: playerId } : {}),
      });
      return toSessionUser('phone', result);
    }),
});

/**
 * LINE inside the LINE client (LIFF): the LIFF access token, already exchanged for a PlayerID
 * through `/api/v1/third_part/info`; the sign-in must land on that player.
 */
export const liffProvider = CredentialsProvider({
  id: 'liff',
  name: 'liff',
  credentials: { accessToken: { type: 'text' }, playerID: { type: 'text' }, lang: { type: 'text' } },
  authorize: (credentials, req: Req) =>
    withLobbyCode(async () => {
      const token = text(credentials?.accessToken);
      if (!token) throw new LobbyCallError(Code.InvalidInput, 'no LIFF access token');
      const { siteId, lang } = signInContext(req?.headers, credentials?.lang);
      const result = await lobbySignIn('line', { SiteID: siteId, Lang: lang, TPToken: token });
      const expected = positiveInt(credentials?.playerID);
      if (expected && result.Player.PlayerID !== expected) throw new LobbyCallError(Code.NotFound, 'player mismatch');
      return toSessionUser('line', result, 'liff');
    }),
});

function providerOfType(tpType: number | undefined): ProviderName | undefined {
  const name = (Object.keys(Provider) as ProviderName[]).find((key) => Provider[key] === tpType);
  return isOAuthProvider(name) ? name : undefined;
}

/**
 * The Android app's hand-off (docs/decisions/030-liff-and-apk-sign-in.md): the app signed in
 * natively with LINE, Google, Apple or Facebook and opens the site with that provider's access
 * token.
 */
export const apkProvider = CredentialsProvider({
  id: 'apk',
  name: 'apk',
  credentials: { tpType: { type: 'text' }, tpToken: { type: 'text' }, lang: { type: 'text' } },
  authorize: (credentials, req: Req) =>
    withLobbyCode(async () => {
      const provider = providerOfType(positiveInt(credentials?.tpType));
      const token = text(credentials?.tpToken);
      if (!provider || !token) throw new LobbyCallError(Code.InvalidInput, 'bad app hand-off');
      const { siteId, lang } = signInContext(req?.headers, credentials?.lang);
      const result = await lobbySignIn(provider, { SiteID: siteId, Lang: lang, TPToken: token });
      return toSessionUser(provider, result, 'apk' satisfies SignInChannel);
    }),
});
