/**
 * Issue 8 item 4: the lobby token stays out of page scripts. The page's session carries a
 * session tag, never the token; its sockets open with single-use tickets the web server mints
 * from the HttpOnly session (a fresh one for every connection); the ticket route answers the
 * site's own pages only.
 */
import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { Op, SocketTicketRules } from '../src/protocol';
import { expect, test } from './fixtures';
import { ChatWindow } from './pages/chat';
import { qa } from './support/qa-client';

/** The Token of every init frame the page's sockets send, and every frame's text. */
function watchSockets(page: Page) {
  const initTokens: string[] = [];
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const text = String(payload);
      frames.push(text);
      const frame = JSON.parse(text) as { OP?: number; Token?: string };
      if ((frame.OP === Op.Init || frame.OP === Op.LobbyInit) && typeof frame.Token === 'string') initTokens.push(frame.Token);
    });
  });
  return { initTokens, frames };
}

const tag = () => Math.random().toString(36).slice(2, 8);

/**
 * A POST to the site as another site's page would make it, with this browser's cookies: sent
 * from Node to 127.0.0.1 with the brand host in `Host` (Node cannot resolve `*.localhost`).
 */
async function postAsOtherSite(page: Page, baseURL: string, path: string, headers: Record<string, string>): Promise<number> {
  const url = new URL(path, baseURL);
  const cookie = (await page.context().cookies(url.href)).map((c) => `${c.name}=${c.value}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', headers: { host: url.host, cookie, 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end('{}');
  });
}

test('a signed-in page never sees the lobby token; its sockets open with single-use tickets and chat works', async ({ page, site }) => {
  const sockets = watchSockets(page);
  const id = tag();
  const me = await qa.createPlayer({ VIPLevel: 3, Name: `票${id}` });
  await site.signInWithToken(me.Token);

  // /api/auth/session: no token field, and not the token string anywhere in it
  const raw = await page.evaluate(async () => (await fetch('/api/auth/session')).text());
  const session = JSON.parse(raw) as Record<string, unknown>;
  expect(session.playerID).toBe(me.PlayerID);
  expect(session).not.toHaveProperty('token');
  expect(typeof session.sessionTag).toBe('string');
  expect(raw).not.toContain(me.Token);

  const chat = new ChatWindow(page);
  await chat.goto('public');
  await chat.say(`票券 ${id}`);

  // both sockets opened with tickets, each its own; the token never went over a socket
  expect(sockets.initTokens.length).toBeGreaterThanOrEqual(2);
  for (const token of sockets.initTokens) expect(token.startsWith(SocketTicketRules.Prefix)).toBe(true);
  expect(new Set(sockets.initTokens).size).toBe(sockets.initTokens.length);
  expect(sockets.frames.join('\n')).not.toContain(me.Token);
  expect(await page.evaluate(() => document.documentElement.outerHTML)).not.toContain(me.Token);

  // a network drop: the sockets come back with fresh tickets, and chat still works
  const before = sockets.initTokens.length;
  await qa.disconnect({ PlayerID: me.PlayerID });
  await expect.poll(() => sockets.initTokens.length).toBeGreaterThanOrEqual(before + 2);
  expect(new Set(sockets.initTokens).size).toBe(sockets.initTokens.length);
  await chat.say(`重連之後 ${id}`);
});

test('the ticket route answers the site’s own pages only, and only with a session', async ({ page, site, baseURL }) => {
  const name = `票${tag()}`;
  const me = await qa.createPlayer({ Name: name });
  await site.signInWithToken(me.Token);
  const fromPage = await page.evaluate(async () => {
    const res = await fetch('/api/lobby/ticket', { method: 'POST' });
    return { status: res.status, body: (await res.json()) as { Ticket?: string } };
  });
  expect(fromPage.status).toBe(200);
  expect(fromPage.body.Ticket?.startsWith(SocketTicketRules.Prefix)).toBe(true);

  // the same cookies, from another site: refused
  const site2 = baseURL!;
  expect(await postAsOtherSite(page, site2, '/api/lobby/ticket', { 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' })).toBe(403);
  expect(await postAsOtherSite(page, site2, '/api/lobby/ticket', { origin: 'http://evil.example' })).toBe(403);
  // …while the same request from this site's origin passes: the cookies are the session
  expect(await postAsOtherSite(page, site2, '/api/lobby/ticket', { origin: new URL(site2).origin })).toBe(200);
  // the relay is no open proxy: sign-out is not one of its paths
  expect(await postAsOtherSite(page, site2, '/api/lobby/api/v1/player/signout', { origin: new URL(site2).origin })).toBe(404);

  await site.open('/zh_tw'); // the in-page sign-in shows after a navigation
  await site.signOut(name);
  await site.expectSignedOut();
  const signedOut = await page.evaluate(async () => (await fetch('/api/lobby/ticket', { method: 'POST' })).status);
  expect(signedOut).toBe(401);
});
