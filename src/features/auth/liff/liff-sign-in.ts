import type { LobbyCall } from '@/http/use-lobby-call';
import { accountApi } from '@/protocol';
import { Code } from '@/protocol/codes';
import { Provider } from '@/protocol/ids';
import type { LiffAdapter } from './liff-adapter';

export type LiffOutcome = { type: 'signed-in' } | { type: 'redirecting' } | { type: 'failed'; code: number };

export interface LiffSignInDeps {
  call: LobbyCall;
  siteId: string;
  /** next-auth's liff provider; resolves null, or the lobby's code on failure. */
  signIn(accessToken: string, playerId: number): Promise<number | null>;
  redirectUri: string;
  /** The "liff sign-in state" kept in sessionStorage across LINE's login redirect. */
  state: { get(): string | null; set(value: string | null): void };
}

/** Marks a login redirect in progress, so a login that comes back empty-handed is not repeated. */
export const LIFF_LOGIN_PENDING = 'login';

/**
 * LIFF sign-in, no popup (issue 3): init → login when needed (LINE redirects back here) →
 * access token → `/api/v1/third_part/info` (SiteID, TPType 7, TPToken) → PlayerID → sign in.
 */
export async function runLiffSignIn(adapter: LiffAdapter, liffId: string, deps: LiffSignInDeps): Promise<LiffOutcome> {
  try {
    await adapter.init({ liffId });
  } catch {
    return { type: 'failed', code: Code.Silent };
  }
  if (!adapter.isLoggedIn()) {
    if (deps.state.get() === LIFF_LOGIN_PENDING) {
      deps.state.set(null);
      return { type: 'failed', code: Code.Silent };
    }
    deps.state.set(LIFF_LOGIN_PENDING);
    adapter.login({ redirectUri: deps.redirectUri });
    return { type: 'redirecting' };
  }
  deps.state.set(null);
  const accessToken = adapter.getAccessToken();
  if (!accessToken) return { type: 'failed', code: Code.SessionExpired };
  const reply = await deps.call(accountApi.ThirdPartyInfo, { SiteID: deps.siteId, TPType: Provider.line, TPToken: accessToken });
  if (!reply.ok) return { type: 'failed', code: reply.code };
  const failure = await deps.signIn(accessToken, reply.result.PlayerID);
  return failure === null ? { type: 'signed-in' } : { type: 'failed', code: failure };
}
