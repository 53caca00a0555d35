/**
 * The passbook's first page (日金, page 1), read on the web server while /member/passbook
 * renders, so the player's rows come in the HTML instead of after the page's scripts, the
 * socket and a round trip
 * (docs/decisions/215-passbook-first-page-on-the-server.md). The lobby's HTTP helper
 * (POST /api/v1/bag/log, header api-token: the same page as 11680) is called with the
 * token the web server keeps in the HttpOnly session; the browser never sees the token. Any
 * failure (no session, a refusal, no answer in time, an unreadable answer) gives null, and the
 * browser asks over the socket as before.
 */
import { cookies, headers } from 'next/headers';
import { forwardedProto, sessionLobbyToken } from '@/http/lobby-relay';
import { lobbyServerCall } from '@/http/lobby-server-post';
import { accountHelperApi } from '@/protocol/api/account-helpers';
import { PassbookTab, type BankBookResult } from '@/protocol/passbook';
import { passbookRequest } from './request-payload';

/** The page does not wait longer than this for the lobby; without an answer the browser asks. */
export const FIRST_PAGE_TIMEOUT_MS = 1500;

/** The first page as the server read it, and the language it was asked in. */
export interface PassbookFirstPage {
  lang: string;
  result: BankBookResult;
}

export interface FirstPageDeps {
  /** The lobby token of the request's session, or null without one. */
  sessionToken(): Promise<string | null>;
  fetchImpl: typeof fetch;
  now(): number;
}

/** The session's lobby token, read as the relay reads it (a server component has no URL: the proxy's scheme decides). */
async function requestSessionToken(): Promise<string | null> {
  const [jar, head] = await Promise.all([cookies(), headers()]);
  return sessionLobbyToken({ cookies: jar, headers: head }, forwardedProto(head) === 'https');
}

const defaultDeps: FirstPageDeps = { sessionToken: requestSessionToken, fetchImpl: (input, init) => fetch(input, init), now: Date.now };

/**
 * 日金 page 1 of the signed-in player's passbook in `lang`, or null.
 * @example const first = await passbookFirstPage('zh_tw') // { lang, result: { List, Total, … } } | null
 */
export async function passbookFirstPage(lang: string, deps: FirstPageDeps = defaultDeps): Promise<PassbookFirstPage | null> {
  try {
    const token = await deps.sessionToken();
    if (!token) return null;
    const reply = await lobbyServerCall(accountHelperApi.BagLog, passbookRequest(PassbookTab.Gold, 1, lang, deps.now()), {
      fetchImpl: deps.fetchImpl,
      token,
      timeoutMs: FIRST_PAGE_TIMEOUT_MS,
    });
    return reply.ok ? { lang, result: reply.result } : null;
  } catch {
    return null;
  }
}
