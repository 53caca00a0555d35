/** Helpers of the account helper tests: QA provider tokens, signed-in posts, kicked sockets. */
import { AccountPath, Code, Provider, QaPath, type Reply } from '../../src/protocol';
import type { TestServer, TestSocket } from '../testing/harness';

type Name = 'line' | 'google' | 'apple' | 'facebook';

/** A provider access token minted on the built-in identity provider (QA mode). */
export async function providerToken(s: TestServer, provider: Name, subject: string): Promise<string> {
  const r = await s.post(QaPath.OidcToken, { Provider: provider, Subject: subject, Name: subject });
  if (typeof r.json?.AccessToken !== 'string') throw new Error(`no token: ${JSON.stringify(r.json)}`);
  return r.json.AccessToken as string;
}

/** POST with the session's api-token. */
export function postAs(s: TestServer, token: string, path: string, body: unknown = {}) {
  return s.post(path, body, { 'api-token': token });
}

/** Signs in with a provider token: the reply's JSON. */
export async function signInWith(s: TestServer, tpType: number, token: string) {
  return (await s.post(AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: tpType, TPToken: token })).json;
}

export const TP = { line: Provider.line, google: Provider.google } as const;

/** Reads frames until one carries `code` (pushes may come first); each may take WAIT_MS. */
export async function frameWithCode(socket: TestSocket, code: number = Code.AccountSuspended): Promise<Reply> {
  for (;;) {
    const frame = await socket.next();
    if (frame.Code === code) return frame;
  }
}
