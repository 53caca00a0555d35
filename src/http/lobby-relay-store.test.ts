// @vitest-environment node
/**
 * The site's relay passes the store's player paths on (with the session's token) and checks
 * their bodies; the provider's callback and the pay page's button are not relayed.
 */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { Code, PaymentPath, StorePath } from '@/protocol';
import { defaultRelayDeps, relayLobbyCall } from './lobby-relay';

const SECRET = 'store-relay-test-secret-0123456789abcdef';
const TOKEN = 'lobby-token-of-the-session';

function fakeLobby() {
  const calls: { url: string; body: unknown; token: string | undefined }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)), token: (init?.headers as Record<string, string>)['api-token'] });
    return new Response(JSON.stringify({ Code: Code.HttpOk, Message: '', Result: {} }));
  }) as unknown as typeof fetch;
  return { calls, deps: { ...defaultRelayDeps, fetchImpl } };
}

async function post(path: string, body: unknown, deps: typeof defaultRelayDeps) {
  const jwt = await encode({ token: { token: TOKEN, playerID: 7, provider: 'guest' } as never, secret: SECRET });
  const req = new NextRequest(`http://owl.localhost:3000/api/lobby${path}`, {
    method: 'POST',
    headers: { host: 'owl.localhost:3000', 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: `next-auth.session-token=${jwt}` },
    body: JSON.stringify(body),
  });
  return relayLobbyCall(req, path, deps);
}

beforeEach(() => vi.stubEnv('NEXTAUTH_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

describe('store paths through the relay', () => {
  it.each([
    [StorePath.GoodsSetting, { Filter: 'bng' }],
    [StorePath.Order, { GoodsID: 'gold-150', Group: 'mycard', Method: 'serial', RequestID: 'buy-0123456789' }],
    [StorePath.OrderList, { Page: 1, PerPage: 1, OrderID: 'SO20250115120000K3QZ7A' }],
    [StorePath.ExchangeGemToGold, { Direction: 'gemToGold', Amount: 3, RequestID: 'swap-0123456789' }],
    [StorePath.ExchangeGold, { GoodsID: 'pass-bng-1', Quantity: 1, RequestID: 'pass-0123456789' }],
    [PaymentPath.MyCardVerify, { OrderID: 'SO20250115120000K3QZ7A' }],
  ])('relays %s with the session token', async (path, body) => {
    const lobby = fakeLobby();
    const res = await post(path, body, lobby.deps);
    expect(res.status).toBe(200);
    expect(lobby.calls).toHaveLength(1);
    expect(lobby.calls[0]!.url.endsWith(path)).toBe(true);
    expect(lobby.calls[0]!.body).toEqual(body);
    expect(lobby.calls[0]!.token).toBe(TOKEN);
  });

  it('refuses a bad body (an order without RequestID) and the paths a browser must not reach', async () => {
    const lobby = fakeLobby();
    expect((await post(StorePath.Order, { GoodsID: 'gold-150', Group: 'mycard' }, lobby.deps)).status).toBe(400);
    expect((await post(PaymentPath.Callback, { OrderID: 'x' }, lobby.deps)).status).toBe(404);
    expect((await post(PaymentPath.SimAction, { OrderID: 'x' }, lobby.deps)).status).toBe(404);
    expect(lobby.calls).toEqual([]);
  });
});
