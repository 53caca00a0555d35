// @vitest-environment node
/**
 * The headshot upload through the site's relay: same-origin and a session required, the
 * picture's bytes sent on unchanged with the session token, over 1 MB refused before the
 * lobby is asked, the lobby's envelope answered.
 */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { Code, HEADSHOT_MAX_BYTES, HeadshotPath } from '@/protocol';
import { defaultRelayDeps, relayLobbyCall } from './lobby-relay';

const SECRET = 'relay-test-secret-relay-test-secret-0123';
const SITE = 'http://crab.localhost:3000';
const TOKEN = 'lobby-token-of-the-session';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);

function fakeLobby(reply: unknown) {
  const calls: { url: string; body: Uint8Array; headers: Record<string, string> }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body as Uint8Array, headers: init?.headers as Record<string, string> });
    return new Response(JSON.stringify(reply));
  }) as unknown as typeof fetch;
  return { calls, deps: { ...defaultRelayDeps, fetchImpl } };
}

async function cookie(): Promise<string> {
  return `next-auth.session-token=${await encode({ token: { token: TOKEN, playerID: 7, provider: 'guest' } as never, secret: SECRET })}`;
}

function upload(headers: Record<string, string>, body: Uint8Array<ArrayBuffer>): NextRequest {
  return new NextRequest(`${SITE}/api/lobby${HeadshotPath.Upload}`, {
    method: 'POST',
    headers: { host: 'crab.localhost:3000', 'content-type': 'image/png', ...headers },
    body,
  });
}

const sameSite = { 'sec-fetch-site': 'same-origin' };

beforeEach(() => vi.stubEnv('NEXTAUTH_SECRET', SECRET));
afterEach(() => vi.unstubAllEnvs());

describe(`POST /api/lobby${HeadshotPath.Upload}`, () => {
  it('passes the bytes on unchanged with the token and answers the lobby envelope', async () => {
    const reply = { Code: Code.HttpOk, Message: '', Result: { PicURL: `${HeadshotPath.Serve}/7-${'a'.repeat(32)}.png` } };
    const lobby = fakeLobby(reply);
    const res = await relayLobbyCall(upload({ ...sameSite, cookie: await cookie() }, PNG), HeadshotPath.Upload, lobby.deps);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(reply);
    expect(lobby.calls).toHaveLength(1);
    expect(lobby.calls[0]!.url).toMatch(new RegExp(`${HeadshotPath.Upload}$`));
    expect(lobby.calls[0]!.headers['api-token']).toBe(TOKEN);
    expect(lobby.calls[0]!.headers['content-type']).toBe('application/octet-stream');
    expect([...lobby.calls[0]!.body]).toEqual([...PNG]);
  });

  it('refuses over 1 MB (413), cross-site (403) and signed out (401) without asking the lobby', async () => {
    const lobby = fakeLobby({ Code: 0, Message: '', Result: null });
    const big = new Uint8Array(HEADSHOT_MAX_BYTES + 1);
    const tooBig = await relayLobbyCall(upload({ ...sameSite, cookie: await cookie() }, big), HeadshotPath.Upload, lobby.deps);
    expect([tooBig.status, ((await tooBig.json()) as { Code: number }).Code]).toEqual([413, Code.FrameTooLarge]);
    const cross = await relayLobbyCall(upload({ 'sec-fetch-site': 'cross-site', cookie: await cookie() }, PNG), HeadshotPath.Upload, lobby.deps);
    expect(cross.status).toBe(403);
    const signedOut = await relayLobbyCall(upload(sameSite, PNG), HeadshotPath.Upload, lobby.deps);
    expect(signedOut.status).toBe(401);
    expect(lobby.calls).toEqual([]);
  });

  it('a streamed body without a length is cut off past 1 MB', async () => {
    const lobby = fakeLobby({ Code: 0, Message: '', Result: null });
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // endless: only a reader that stops past the limit ends this test
        sent++;
        controller.enqueue(chunk);
      },
    });
    const req = new NextRequest(`${SITE}/api/lobby${HeadshotPath.Upload}`, {
      method: 'POST',
      headers: { host: 'crab.localhost:3000', ...sameSite, cookie: await cookie() },
      body: stream,
      duplex: 'half',
    } as ConstructorParameters<typeof NextRequest>[1]);
    expect(req.headers.get('content-length')).toBeNull();
    const res = await relayLobbyCall(req, HeadshotPath.Upload, lobby.deps);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(10);
    expect(lobby.calls).toEqual([]);
  });

  it('a lobby refusal comes back as it is; a session-ending code is 401; a non-envelope is 502', async () => {
    const refused = fakeLobby({ Code: Code.InvalidInput, Message: 'only PNG, JPEG or WebP pictures', Result: null });
    const res = await relayLobbyCall(upload({ ...sameSite, cookie: await cookie() }, PNG), HeadshotPath.Upload, refused.deps);
    expect([res.status, ((await res.json()) as { Code: number }).Code]).toEqual([200, Code.InvalidInput]);
    const expired = fakeLobby({ Code: Code.SessionExpired, Message: '', Result: null });
    expect((await relayLobbyCall(upload({ ...sameSite, cookie: await cookie() }, PNG), HeadshotPath.Upload, expired.deps)).status).toBe(401);
    const html = fakeLobby('<html>');
    expect((await relayLobbyCall(upload({ ...sameSite, cookie: await cookie() }, PNG), HeadshotPath.Upload, html.deps)).status).toBe(502);
  });

  it('other headshot paths are not relayed (404)', async () => {
    const lobby = fakeLobby({ Code: 0 });
    const res = await relayLobbyCall(upload({ ...sameSite, cookie: await cookie() }, PNG), `${HeadshotPath.Serve}/x.png`, lobby.deps);
    expect(res.status).toBe(404);
    expect(lobby.calls).toEqual([]);
  });
});
