// @vitest-environment node
/**
 * The web server's ticket route and bind relay (issue 8 item 4), with a real next-auth session
 * cookie (encrypted JWT) and the lobby faked at fetch: same-origin only, a session required,
 * an allowlist of lobby paths, and the token sent on only in the api-token header.
 */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { AccountHelperPath, AccountPath, BIND_BONUS_SCREEN, ClubPath, Code, RedEnvelopePath } from '@/protocol';
import { httpContract } from '@/protocol/http-contract';
import { defaultRelayDeps, isSameOrigin, relayLobbyCall, socketTicket } from './lobby-relay';

const SECRET = 'relay-test-secret-relay-test-secret-0123';
const SITE = 'http://crab.localhost:3000';
const TOKEN = 'lobby-token-of-the-session';

interface LobbyCall {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

function fakeLobby(reply: unknown) {
  const calls: LobbyCall[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(reply));
  }) as unknown as typeof fetch;
  return { calls, deps: { ...defaultRelayDeps, fetchImpl } };
}

async function sessionCookie(token: string | undefined = TOKEN): Promise<string> {
  const jwt = await encode({ token: { token, playerID: 7, provider: 'guest' } as never, secret: SECRET });
  return `next-auth.session-token=${jwt}`;
}

function request(path: string, headers: Record<string, string>, body: unknown = {}): NextRequest {
  return new NextRequest(`${SITE}${path}`, {
    method: 'POST',
    headers: { host: 'crab.localhost:3000', 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const sameSite = { 'sec-fetch-site': 'same-origin' };

beforeEach(() => vi.stubEnv('NEXTAUTH_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

describe('same-origin check', () => {
  it('takes Sec-Fetch-Site when the browser sends it, else an Origin equal to this host', () => {
    expect(isSameOrigin(request('/', sameSite))).toBe(true);
    expect(isSameOrigin(request('/', { 'sec-fetch-site': 'cross-site', origin: SITE }))).toBe(false);
    expect(isSameOrigin(request('/', { 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isSameOrigin(request('/', { origin: SITE }))).toBe(true);
    expect(isSameOrigin(request('/', { origin: 'http://evil.example' }))).toBe(false);
    expect(isSameOrigin(request('/', { origin: 'https://crab.localhost:3000' }))).toBe(false);
    expect(isSameOrigin(request('/', {}))).toBe(false);
  });
});

describe('POST /api/lobby/ticket', () => {
  it('mints a ticket with the session token in the api-token header and the visitor address forwarded', async () => {
    const lobby = fakeLobby({ Code: Code.HttpOk, Message: '', Result: { Ticket: 'ticket.abc', ExpiresIn: 30 } });
    const res = await socketTicket(request('/api/lobby/ticket', { ...sameSite, cookie: await sessionCookie(), 'x-forwarded-for': '203.0.113.9' }), lobby.deps);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ Ticket: 'ticket.abc', ExpiresIn: 30 });
    expect(text).not.toContain(TOKEN);
    expect(lobby.calls).toHaveLength(1);
    expect(lobby.calls[0]!.url).toMatch(new RegExp(`${AccountPath.SocketTicket}$`));
    expect(lobby.calls[0]!.headers).toMatchObject({ 'api-token': TOKEN, 'x-forwarded-for': '203.0.113.9' });
  });

  it('refuses a cross-site request (403) without asking the lobby, even with the session cookie', async () => {
    const lobby = fakeLobby({ Code: Code.HttpOk, Message: '', Result: { Ticket: 'ticket.abc', ExpiresIn: 30 } });
    const cookie = await sessionCookie();
    const attempts: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'http://evil.example' }, {}];
    for (const headers of attempts) {
      const res = await socketTicket(request('/api/lobby/ticket', { ...headers, cookie }), lobby.deps);
      expect(res.status).toBe(403);
    }
    expect(lobby.calls).toHaveLength(0);
  });

  it('no session, a forged cookie, or a lobby that says the session is gone: 401 with the code', async () => {
    const lobby = fakeLobby({ Code: Code.SessionExpired, Message: 'expired', Result: null });
    const none = await socketTicket(request('/api/lobby/ticket', sameSite), lobby.deps);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ Code: Code.SessionExpired });
    const forged = await socketTicket(request('/api/lobby/ticket', { ...sameSite, cookie: 'next-auth.session-token=not-a-jwt' }), lobby.deps);
    expect(forged.status).toBe(401);
    expect(lobby.calls).toHaveLength(0);

    const gone = await socketTicket(request('/api/lobby/ticket', { ...sameSite, cookie: await sessionCookie() }), lobby.deps);
    expect(gone.status).toBe(401);
    const suspended = fakeLobby({ Code: Code.AccountSuspended, Message: '', Result: null });
    const res = await socketTicket(request('/api/lobby/ticket', { ...sameSite, cookie: await sessionCookie() }), suspended.deps);
    expect(await res.json()).toMatchObject({ Code: Code.AccountSuspended });
  });

  it('a lobby that cannot be reached or answers no ticket: 502', async () => {
    const down = { ...defaultRelayDeps, fetchImpl: vi.fn(async () => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch };
    expect((await socketTicket(request('/api/lobby/ticket', { ...sameSite, cookie: await sessionCookie() }), down)).status).toBe(502);
    const odd = fakeLobby({ Code: Code.HttpOk, Message: '', Result: { Ticket: 5 } });
    expect((await socketTicket(request('/api/lobby/ticket', { ...sameSite, cookie: await sessionCookie() }), odd.deps)).status).toBe(502);
  });
});

describe('POST /api/lobby/<path> (bind phone relay)', () => {
  const sendBody = { CountryCode: 886, PhoneNumber: '0912345678', Lang: 'zh_tw', DeviceID: 'dev-1' };

  it('relays an allowlisted call with the token and answers the lobby reply as it is', async () => {
    const reply = { Code: Code.HttpOk, Message: '', Result: { ExpiresIn: 600, ResendAfter: 60 } };
    const lobby = fakeLobby(reply);
    const res = await relayLobbyCall(request('/api/lobby/api/v1/captcha', { ...sameSite, cookie: await sessionCookie(), 'x-forwarded-for': '198.51.100.4' }, sendBody), AccountPath.BindCodeSend, lobby.deps);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(reply);
    expect(lobby.calls[0]).toMatchObject({ body: sendBody, headers: { 'api-token': TOKEN, 'x-forwarded-for': '198.51.100.4' } });
    expect(lobby.calls[0]!.url).toMatch(/\/api\/v1\/captcha$/);

    const claim = await relayLobbyCall(request('/x', { ...sameSite, cookie: await sessionCookie() }, { Screen: BIND_BONUS_SCREEN }), AccountPath.BindBonusClaim, lobby.deps);
    expect(claim.status).toBe(200);
  });

  it('is not an open proxy: other lobby paths are 404 and never reach the lobby', async () => {
    const lobby = fakeLobby({ Code: Code.HttpOk, Message: '', Result: null });
    const cookie = await sessionCookie();
    for (const path of [AccountPath.PlayerSignOut, AccountPath.SignIn, AccountPath.SocketTicket, '/__qa/reset', '/api/v1/captcha/../player/signout']) {
      const res = await relayLobbyCall(request('/x', { ...sameSite, cookie }, {}), path, lobby.deps);
      expect(res.status).toBe(404);
    }
    expect(lobby.calls).toHaveLength(0);
  });

  it('relays exactly the contract’s relay paths: a body its entry refuses never reaches the lobby; a path a page does not relay is 404', async () => {
    const lobby = fakeLobby({ Code: Code.HttpOk, Message: '', Result: null });
    const cookie = await sessionCookie();
    const relayed = httpContract.filter((e) => e.browser === 'relay' || e.browser === 'either');
    expect(relayed.length).toBeGreaterThan(40);
    // (the picture upload takes bytes, not JSON: lobby-relay-headshot.test.ts)
    for (const endpoint of httpContract.filter((e) => !('binaryMaxBytes' in e))) {
      const res = await relayLobbyCall(request('/x', { ...sameSite, cookie }, '[1]'), endpoint.path, lobby.deps);
      const expected = relayed.some((e) => e.path === endpoint.path) ? 400 : 404;
      expect({ path: endpoint.path, status: res.status }).toEqual({ path: endpoint.path, status: expected });
    }
    expect(lobby.calls).toHaveLength(0);
  });

  it('refuses cross-site (403), signed out (401 Code 100005) and a body that is not the path’s (400)', async () => {
    const lobby = fakeLobby({ Code: Code.HttpOk, Message: '', Result: null });
    const cookie = await sessionCookie();
    expect((await relayLobbyCall(request('/x', { 'sec-fetch-site': 'cross-site', cookie }, sendBody), AccountPath.BindCodeSend, lobby.deps)).status).toBe(403);
    const signedOut = await relayLobbyCall(request('/x', sameSite, sendBody), AccountPath.BindCodeSend, lobby.deps);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ Code: Code.SessionExpired });
    const bad = await relayLobbyCall(request('/x', { ...sameSite, cookie }, { PhoneNumber: [] }), AccountPath.BindCodeSend, lobby.deps);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ Code: Code.InvalidInput });
    expect((await relayLobbyCall(request('/x', { ...sameSite, cookie }, 'not json'), AccountPath.BindCodeVerify, lobby.deps)).status).toBe(400);
    expect(lobby.calls).toHaveLength(0);
  });
});

describe('POST /api/lobby/api/v1/redenvelope/receive_info/export (a file through the relay)', () => {
  const exportBody = { RedEnvelopeID: 12, OrderBy: 1, IsDesc: true, Page: 1, PerPage: 2000, Lang: 'zh_tw' };
  const csv = '\uFEFF玩家ID,暱稱,領取金額,領取時間\n7,王小美,30,2026-01-01T00:00:00.000Z\n';

  function csvLobby(response: () => Response) {
    const calls: LobbyCall[] = [];
    const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> });
      return response();
    }) as unknown as typeof fetch;
    return { calls, deps: { ...defaultRelayDeps, fetchImpl } };
  }

  it('passes the CSV through byte for byte with its Content-Type and Content-Disposition; the token goes in api-token', async () => {
    const lobby = csvLobby(
      () =>
        new Response(new TextEncoder().encode(csv), {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="red-envelope-12-1.csv"' },
        }),
    );
    const res = await relayLobbyCall(request('/x', { ...sameSite, cookie: await sessionCookie() }, exportBody), RedEnvelopePath.ReceiveInfoExport, lobby.deps);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="red-envelope-12-1.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM a spreadsheet needs for Chinese
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(csv);
    expect(lobby.calls[0]).toMatchObject({ body: exportBody, headers: { 'api-token': TOKEN } });
    expect(lobby.calls[0]!.url).toMatch(/\/api\/v1\/redenvelope\/receive_info\/export$/);
  });

  it('a refusal comes back as the lobby’s JSON; a body that is not an export request is 400; other answers 502', async () => {
    const cookie = await sessionCookie();
    const refused = csvLobby(() => Response.json({ Code: Code.PlayerNotFound, Message: 'no red envelope', Result: null }));
    const res = await relayLobbyCall(request('/x', { ...sameSite, cookie }, exportBody), RedEnvelopePath.ReceiveInfoExport, refused.deps);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ Code: Code.PlayerNotFound });
    const bad = await relayLobbyCall(request('/x', { ...sameSite, cookie }, { ...exportBody, PerPage: 5000 }), RedEnvelopePath.ReceiveInfoExport, refused.deps);
    expect(bad.status).toBe(400);
    expect(refused.calls).toHaveLength(1);
    const html = csvLobby(() => new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    expect((await relayLobbyCall(request('/x', { ...sameSite, cookie }, exportBody), RedEnvelopePath.ReceiveInfoExport, html.deps)).status).toBe(502);
  });

  it('other red envelope paths are not relayed (404)', async () => {
    const lobby = csvLobby(() => new Response(csv, { headers: { 'content-type': 'text/csv' } }));
    const cookie = await sessionCookie();
    for (const path of ['/api/v1/redenvelope/receive_info', '/api/v1/redenvelope/receive_info/export/', '/api/v1/club/coupon_list']) {
      expect((await relayLobbyCall(request('/x', { ...sameSite, cookie }, exportBody), path, lobby.deps)).status).toBe(404);
    }
    expect(lobby.calls).toHaveLength(0);
  });

  it('the club coupon list export is relayed from its contract entry (decision 323)', async () => {
    const lobby = csvLobby(() => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    const body = { Page: 1, PerPage: 2000, Lang: 'zh_tw' };
    const res = await relayLobbyCall(request('/x', { ...sameSite, cookie: await sessionCookie() }, body), ClubPath.CouponListExport, lobby.deps);
    expect(res.status).toBe(200);
    expect(lobby.calls[0]).toMatchObject({ body, headers: { 'api-token': TOKEN } });
    expect(lobby.calls[0]!.url).toMatch(/\/api\/v1\/club\/coupon_list\/export$/);
  });
});

describe('account helpers through the relay (issue 11 item 12)', () => {
  it('the account view and the identity link are relayed with the session token; other account paths are not', async () => {
    const { calls, deps } = fakeLobby({ Code: 0, Message: '', Result: { ok: true } });
    const cookie = await sessionCookie();
    const view = await relayLobbyCall(request('/api/lobby/api/v1/player/account', { ...sameSite, cookie }), AccountHelperPath.Account, deps);
    expect(view.status).toBe(200);
    const bind = await relayLobbyCall(
      request('/api/lobby/api/v1/player/third_part/bind', { ...sameSite, cookie }, { TPType: 7, TPToken: 'line-access' }),
      AccountHelperPath.ThirdPartyBind,
      deps,
    );
    expect(bind.status).toBe(200);
    expect(calls.map((c) => [c.url.replace(/^https?:\/\/[^/]+/, ''), c.body, c.headers['api-token']])).toEqual([
      [AccountHelperPath.Account, {}, TOKEN],
      [AccountHelperPath.ThirdPartyBind, { TPType: 7, TPToken: 'line-access' }, TOKEN],
    ]);
    const badBind = await relayLobbyCall(request('/x', { ...sameSite, cookie }, { TPType: 7 }), AccountHelperPath.ThirdPartyBind, deps);
    expect(badBind.status).toBe(400);
    // The operator's suspend and the bag log stay off the relay.
    expect((await relayLobbyCall(request('/x', { ...sameSite, cookie }, { PlayerID: 1 }), AccountHelperPath.Suspend, deps)).status).toBe(404);
    expect((await relayLobbyCall(request('/x', { ...sameSite, cookie }), AccountHelperPath.BagLog, deps)).status).toBe(404);
    expect(calls).toHaveLength(2);
  });
});
