'use client';

import { useCallback } from 'react';
import { Code } from '@/protocol/codes';
import type { HttpReply } from '@/protocol/envelope';
import { resolveLobbyPublicUrl } from './runtime';
import { useRuntimeConfig } from './runtime-context';

/** Posts JSON to one of the lobby's HTTP helpers; `token` goes in the `api-token` header. */
export type LobbyPost = <R>(path: string, body: unknown, token?: string) => Promise<HttpReply<R>>;

function isReply(value: unknown): value is HttpReply<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { Code?: unknown }).Code === 'number';
}

/**
 * A browser-side POST to the lobby (`{Code, Message, Result}`). It never throws: an unreachable
 * lobby or an unreadable reply answers Code 100000 (the generic failure), so callers only
 * branch on Code.
 * @example await lobbyPost('http://localhost:4000', AccountPath.SignInCodeSend, body)
 */
export async function lobbyPost<R>(
  baseUrl: string,
  path: string,
  body: unknown,
  token?: string,
  fetchImpl: typeof fetch = fetch,
): Promise<HttpReply<R>> {
  try {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'api-token': token } : {}) },
      body: JSON.stringify(body),
    });
    const reply: unknown = await response.json().catch(() => null);
    if (isReply(reply)) return reply as HttpReply<R>;
  } catch {
    // fall through: unreachable
  }
  return { Code: Code.Silent, Message: '', Result: null as R };
}

/** `lobbyPost` bound to the lobby this page talks to (LOBBY_PUBLIC_URL, or this host's port 4000). */
export function useLobbyPost(): LobbyPost {
  const { lobbyUrl } = useRuntimeConfig();
  return useCallback(
    <R,>(path: string, body: unknown, token?: string) =>
      lobbyPost<R>(resolveLobbyPublicUrl(lobbyUrl, window.location), path, body, token),
    [lobbyUrl],
  );
}
