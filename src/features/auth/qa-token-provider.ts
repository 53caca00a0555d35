/**
 * QA only: signs in with a lobby token from the lobby's `POST /__qa/players`, so browser
 * tests can be any (non-guest) player without the LINE or phone flows. Enabled only when the
 * Next server runs with `QA_MODE=1` (the e2e config sets it); a deployment never sets it,
 * so the provider does not exist there. See docs/qa-api.md "Signing in a QA player".
 */
import CredentialsProvider from 'next-auth/providers/credentials';
import type { User } from 'next-auth';
import type { Provider as NextAuthProvider } from 'next-auth/providers/index';
import { PHONE_TPID_TYPE, Provider, type PlayerInfoResult, type ProviderName } from '@/protocol';
import { lobbyPlayerInfo } from './lobby-sign-in';
import { toSessionUser } from './providers/session-user';

/** The provider id: `signIn('qa-token', { token })`, or POST /api/auth/callback/qa-token. */
export const QA_TOKEN_PROVIDER_ID = 'qa-token';

/** True when this server may offer the QA sign-in. */
export function qaSignInEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.QA_MODE === '1';
}

/** The provider a QA player signs in as: the one asked for, else phone when a phone is bound, else LINE. */
export function qaProviderOf(asked: unknown, player: PlayerInfoResult): ProviderName {
  if (typeof asked === 'string' && asked in Provider) return asked as ProviderName;
  return player.TPIDs[String(PHONE_TPID_TYPE)] ? 'phone' : 'line';
}

/** Signs in with a QA token: null when the lobby does not know it. */
export async function authorizeQaToken(
  credentials: { token?: string; provider?: string } | undefined,
  fetchImpl?: typeof fetch,
): Promise<User | null> {
  if (!qaSignInEnabled() || !credentials?.token) return null;
  const player = await lobbyPlayerInfo(credentials.token, fetchImpl).catch(() => null);
  if (!player) return null;
  // an existing account: never the registration-success modal
  const user = toSessionUser(qaProviderOf(credentials.provider, player), { Token: credentials.token, Player: player });
  return { ...user, isRegist: false };
}

const qaTokenProvider = CredentialsProvider({
  id: QA_TOKEN_PROVIDER_ID,
  name: QA_TOKEN_PROVIDER_ID,
  credentials: { token: { type: 'text' }, provider: { type: 'text' } },
  authorize: (credentials) => authorizeQaToken(credentials),
});

/** The QA providers for auth-options' list: empty unless QA_MODE=1. */
export function qaProviders(env: Record<string, string | undefined> = process.env): NextAuthProvider[] {
  return qaSignInEnabled(env) ? [qaTokenProvider] : [];
}
