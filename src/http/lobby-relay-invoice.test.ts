// @vitest-environment node
/**
 * The invoice settings through the relay (issue 13 item 3): the preference read and set, the
 * email check (asked once per address the field is left with, issue 40 item 6) and the email
 * bind go on with the session's token; a set whose carrier has the wrong format is refused at the
 * relay (400) before the lobby; the QA routes are not relayed.
 */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { EmailPath, InvoicePath, InvoiceQaPath } from '@/protocol';
import { defaultRelayDeps, relayLobbyCall } from './lobby-relay';

const SECRET = 'relay-test-secret-relay-test-secret-0123';
const TOKEN = 'lobby-token-of-the-session';

beforeEach(() => vi.stubEnv('NEXTAUTH_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

async function post(path: string, body: unknown, deps: typeof defaultRelayDeps) {
  const jwt = await encode({ token: { token: TOKEN, playerID: 7, provider: 'guest' } as never, secret: SECRET });
  const req = new NextRequest(`http://crab.localhost:3000/api/lobby${path}`, {
    method: 'POST',
    headers: { host: 'crab.localhost:3000', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: `next-auth.session-token=${jwt}` },
    body: JSON.stringify(body),
  });
  return relayLobbyCall(req, path, deps);
}

describe('invoice settings through the relay', () => {
  it('relays the preference read and set, the email check and bind with the token; refuses a malformed carrier and the other paths', async () => {
    const calls: { path: string; body: unknown; token: string }[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ path: new URL(String(url)).pathname, body: JSON.parse(String(init?.body)), token: (init?.headers as Record<string, string>)['api-token']! });
      return new Response(JSON.stringify({ Code: 0, Message: '', Result: null }));
    }) as unknown as typeof fetch;
    const deps = { ...defaultRelayDeps, fetchImpl };

    expect((await post(InvoicePath.Preference, {}, deps)).status).toBe(200);
    expect((await post(InvoicePath.SetPreference, { Type: 2, Carrier: '/ABC1234' }, deps)).status).toBe(200);
    expect((await post(EmailPath.Check, { Email: 'mei@example.com' }, deps)).status).toBe(200);
    expect((await post(EmailPath.Bind, { Email: 'mei@example.com' }, deps)).status).toBe(200);
    expect(calls).toEqual([
      { path: InvoicePath.Preference, body: {}, token: TOKEN },
      { path: InvoicePath.SetPreference, body: { Type: 2, Carrier: '/ABC1234' }, token: TOKEN },
      { path: EmailPath.Check, body: { Email: 'mei@example.com' }, token: TOKEN },
      { path: EmailPath.Bind, body: { Email: 'mei@example.com' }, token: TOKEN },
    ]);

    expect((await post(InvoicePath.SetPreference, { Type: 2, Carrier: 'ABC' }, deps)).status).toBe(400);
    expect((await post(EmailPath.Bind, { Email: 'nope' }, deps)).status).toBe(400);
    expect((await post(EmailPath.Check, { Email: 'x'.repeat(400) }, deps)).status).toBe(400);
    for (const path of [InvoiceQaPath.Carriers, InvoiceQaPath.Mof]) {
      expect((await post(path, {}, deps)).status, path).toBe(404);
    }
    expect(calls).toHaveLength(4);
  });
});
