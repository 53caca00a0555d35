// @vitest-environment node
/**
 * The game launch goes through the site's relay (src/http/lobby-relay.ts): with the
 * session's token in api-token, a body checked against gameLaunchRequestSchema, and never for
 * a visitor without a session or the catalogue's other paths that need no relay.
 */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { defaultRelayDeps, relayLobbyCall } from './lobby-relay';
import { GamePath } from '@/protocol/games';

const SECRET = 'games-relay-secret-games-relay-secret-01';
const TOKEN = 'lobby-token-of-the-session';

function lobby() {
  const calls: { url: string; body: unknown; token?: string }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)), token: (init?.headers as Record<string, string>)['api-token'] });
    return Response.json({ Code: 0, Message: '', Result: { GameURL: 'http://127.0.0.1:4000/games/window/10001?ticket=t', Playable: true } });
  }) as unknown as typeof fetch;
  return { calls, deps: { ...defaultRelayDeps, fetchImpl } };
}

async function post(body: unknown, signedIn = true): Promise<NextRequest> {
  const cookie = signedIn ? `next-auth.session-token=${await encode({ token: { token: TOKEN, playerID: 7, provider: 'line' } as never, secret: SECRET })}` : '';
  return new NextRequest(`http://crab.localhost:3000/api/lobby${GamePath.Launch}`, {
    method: 'POST',
    headers: { host: 'crab.localhost:3000', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

beforeEach(() => vi.stubEnv('NEXTAUTH_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

describe('game launch through the relay', () => {
  it('relays a launch with the session token and answers the lobby reply', async () => {
    const { calls, deps } = lobby();
    const response = await relayLobbyCall(await post({ GameCode: '10001', Lang: 'zh_tw' }), GamePath.Launch, deps);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { Result: { Playable: boolean } }).Result.Playable).toBe(true);
    expect(calls).toEqual([{ url: expect.stringMatching(new RegExp(`${GamePath.Launch}$`)), body: { GameCode: '10001', Lang: 'zh_tw' }, token: TOKEN }]);
  });

  it('refuses a bad body (400) and a visitor without a session (401), without asking the lobby', async () => {
    const { calls, deps } = lobby();
    expect((await relayLobbyCall(await post({ GameCode: '' }), GamePath.Launch, deps)).status).toBe(400);
    expect((await relayLobbyCall(await post({ GameCode: '10001', Lang: 'zh_tw' }, false), GamePath.Launch, deps)).status).toBe(401);
    expect((await relayLobbyCall(await post({}), GamePath.List, deps)).status).toBe(404);
    expect(calls).toHaveLength(0);
  });
});
