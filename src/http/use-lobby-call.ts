'use client';

import { useCallback } from 'react';
import type { BrowserEndpoint, EndpointBody, EndpointResult, Result } from '@/protocol';
import { resolveLobbyPublicUrl } from '@/config/runtime';
import { useRuntimeConfigOrNull } from '@/config/runtime-context';
import { lobbyCall } from './lobby-call';

/** `lobbyCall` bound to the lobby this page talks to; `via` picks the road of an `either` path. */
export type LobbyCall = <E extends BrowserEndpoint>(endpoint: E, body: EndpointBody<E>, via?: 'relay' | 'direct') => Promise<Result<EndpointResult<E>>>;

/**
 * `lobbyCall` with the lobby's public URL of the runtime config (LOBBY_PUBLIC_URL, or this host's
 * port 4000), for the paths a page calls directly (`direct`, `either`). Outside the config's
 * provider only relay paths can be called.
 */
export function useLobbyCall(): LobbyCall {
  const config = useRuntimeConfigOrNull();
  const lobbyUrl = config ? config.lobbyUrl : undefined;
  return useCallback<LobbyCall>(
    (endpoint, body, via) =>
      lobbyCall(endpoint, body, { lobbyBase: lobbyUrl === undefined ? undefined : resolveLobbyPublicUrl(lobbyUrl, window.location), via }),
    [lobbyUrl],
  );
}
