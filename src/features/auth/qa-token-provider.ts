/**
 * QA only: signs in with a lobby token from the lobby's `POST /__qa/players`, so browser
 * tests can be any (non-guest) player without the LINE or phone flows. Enabled only when the
 * Next server runs with `QA_MODE=1` (the e2e config sets it); a deployment never sets it,
 * so the provider does not exist there. See docs/qa-api.md "Signing in a QA player".
 */
import CredentialsProvider from 'next-auth/providers/credentials';
import type { User } from 'next-auth';
import type { Provider as NextAuthProvider } from 'next-auth/providers/index';
import { lobbyServerUrl } from '@/config/runtime';
import { Code, Provider, type HttpReply, type PlayerInfoResult, type ProviderName } from '@/protocol';

/** The provider id: `signIn('qa-token', { token })`, or POST /api/auth/callback/qa-token. */
export const QA_TOKEN_PROVIDER_ID = 'qa-token';

/** True when this server may offer the QA sign-in. */
export function qaSignInEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.QA_MODE === '1';
}

function providerName(value: unknown): ProviderName {
  return typeof value === 'string' && value in Provider ? (value as ProviderName) : 'line';
}

/** Reads the player behind a lobby token (`/api/v1/player/info`); null when it is not valid. */
export async function playerForToken(token: string, fetchImpl: typeof fetch = fetch): Promise<PlayerInfoResult | null> {
  const response = await fetchImpl(`${lobbyServerUrl()}/api/v1/player/info`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-token': token },
    body: '{}',
    cache: 'no-store',
  }).catch(() => null);
  const reply = (await response?.json().catch(() => null)) as HttpReply<PlayerInfoResult> | null;
  return reply && reply.Code === Code.HttpOk && reply.Result ? reply.Result : null;
}

/** The session user for a token and its player, as auth-options' `toSessionUser` builds it. */
export function qaSessionUser(provider: ProviderName, token: string, player: PlayerInfoResult): User {
  return {
    id: String(player.PlayerID),
    name: player.Name,
    token,
    provider,
    playerID: player.PlayerID,
    isRegist: false,
    phone: player.TPIDs['6'] ?? '',
    vipLevel: player.VIPLevel,
    level: player.Level,
  };
}

const qaTokenProvider = CredentialsProvider({
  id: QA_TOKEN_PROVIDER_ID,
  name: QA_TOKEN_PROVIDER_ID,
  credentials: { token: { type: 'text' }, provider: { type: 'text' } },
  async authorize(credentials) {
    if (!qaSignInEnabled() || !credentials?.token) return null;
    const player = await playerForToken(credentials.token);
    if (!player) return null;
    // QA players are LINE accounts unless created with a phone or as guests (docs/qa-api.md).
    const provider = credentials.provider ? providerName(credentials.provider) : player.TPIDs['6'] ? 'phone' : 'line';
    return qaSessionUser(provider, credentials.token, player);
  },
});

/** The QA providers for auth-options' list: empty unless QA_MODE=1. */
export function qaProviders(env: Record<string, string | undefined> = process.env): NextAuthProvider[] {
  return qaSignInEnabled(env) ? [qaTokenProvider] : [];
}
