import type { LiffAdapter } from './liff-adapter';

/** sessionStorage key of the fake's "LINE login" (a token of the QA identity provider). */
export const FAKE_LIFF_TOKEN_KEY = 'fakeLiffToken';

interface QaTokenReply {
  AccessToken?: unknown;
}

/**
 * QA only (`?liff=fake` with QA_FAKES=1): a LIFF that "logs in" by minting a LINE access
 * token at the lobby's `POST /__qa/oidc/token` and reloading, as the real login's redirect
 * would. `name` picks the LINE identity (the same name is the same player).
 */
export function createFakeLiff({ lobbyUrl, name }: { lobbyUrl: string; name: string }): LiffAdapter {
  const read = () => window.sessionStorage.getItem(FAKE_LIFF_TOKEN_KEY);
  return {
    async init() {},
    isLoggedIn: () => read() !== null,
    isInClient: () => true,
    getAccessToken: () => read(),
    login(config) {
      void (async () => {
        const response = await fetch(`${lobbyUrl}/__qa/oidc/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ Provider: 'line', Name: name }),
        }).catch(() => null);
        const reply = (await response?.json().catch(() => null)) as QaTokenReply | null;
        if (typeof reply?.AccessToken === 'string') window.sessionStorage.setItem(FAKE_LIFF_TOKEN_KEY, reply.AccessToken);
        window.location.assign(config?.redirectUri ?? window.location.href);
      })();
    },
  };
}

