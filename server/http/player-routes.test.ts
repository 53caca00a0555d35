import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, Op, Provider } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';

describe('player HTTP helpers', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('guest sign-in creates a player with the new-player gold as a ledger row', async () => {
    const { json, token, playerId } = await s.signInGuest();
    expect(json).toMatchObject({ Code: 0, Message: '' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const player = json.Result.Player;
    expect(player).toMatchObject({
      PlayerID: playerId,
      VIPLevel: 1,
      Level: 1,
      PicURL: '',
      PictureSetting: 2,
      Club: null,
      RegistSituation: 1,
      RegistTime: '2025-01-15T12:00:00+08:00',
    });
    expect(player.Name).toMatch(/^訪客\d{4}$/);
    expect(player.Bag.Items['1']).toEqual({ Amount: 10_000 });
    const ledger = await s.db.selectFrom('ledger').selectAll().where('player_id', '=', playerId).execute();
    expect(ledger).toMatchObject([{ item_id: 1, delta: 10_000, before_amount: 0, after_amount: 10_000, source: 'new player gift' }]);
  });

  it('each guest sign-in is a new player with its own token', async () => {
    const a = await s.signInGuest();
    const b = await s.signInGuest();
    expect(a.playerId).not.toBe(b.playerId);
    expect(a.token).not.toBe(b.token);
  });

  it('an unknown provider answers 100001; a bad LINE token 100005 (provider sign-in tests: server/oidc)', async () => {
    const r = await s.post('/api/v1/player', { SiteID: 'owl', Lang: 'zh_tw', TPType: 5, TPToken: 'x' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ Code: Code.InvalidInput, Result: null });
    expect(r.json.Message).toMatch(/provider 5/);
    const line = await s.post('/api/v1/player', { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.line, TPToken: 'x' });
    expect(line.json).toMatchObject({ Code: Code.SessionExpired, Result: null });
  });

  it('400 with the envelope on bad JSON and wrong types', async () => {
    const notJson = await s.post('/api/v1/player', '{"SiteID":');
    expect(notJson.status).toBe(400);
    expect(notJson.json).toEqual({ Code: Code.InvalidInput, Message: 'body is not valid JSON', Result: null });
    const wrong = await s.post('/api/v1/player', { SiteID: 'owl', Lang: 'zh_tw', TPType: String(Provider.guest) });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({ Code: Code.InvalidInput, Message: 'TPType: expected integer', Result: null });
    const missing = await s.post('/api/v1/player');
    expect(missing.status).toBe(400);
  });

  it('413 for a body over 64 KiB', async () => {
    const r = await s.post('/api/v1/player', { SiteID: 'x'.repeat(70 * 1024), Lang: 'zh_tw', TPType: Provider.guest });
    expect(r.status).toBe(413);
    expect(r.json.Code).toBe(Code.FrameTooLarge);
  });

  it('404 JSON for unknown paths, 405 for a wrong method', async () => {
    const r = await s.get('/api/v1/nothing');
    expect(r.status).toBe(404);
    expect(r.json).toMatchObject({ Code: Code.NotFound, Result: null });
    expect((await s.get('/api/v1/player')).status).toBe(405);
  });

  it('player/info answers the profile for a good token and 100005 otherwise', async () => {
    const { token, playerId } = await s.signInGuest();
    const ok = await s.post('/api/v1/player/info', undefined, { 'api-token': token });
    expect(ok.json).toMatchObject({ Code: 0, Result: { PlayerID: playerId, RegistSituation: 0 } });
    const bad = await s.post('/api/v1/player/info', undefined, { 'api-token': 'nope' });
    expect(bad.json).toMatchObject({ Code: Code.SessionExpired, Result: null });
    const none = await s.post('/api/v1/player/info');
    expect(none.json.Code).toBe(Code.SessionExpired);
  });

  it('player/info answers 100005 once the token expired (server clock)', async () => {
    const { token } = await s.signInGuest();
    s.clock.advance(24 * 3600_000);
    const r = await s.post('/api/v1/player/info', undefined, { 'api-token': token });
    expect(r.json.Code).toBe(Code.SessionExpired);
  });

  it('signout revokes the token and closes the sockets opened with it', async () => {
    const { token } = await s.signInGuest();
    const other = await s.signInGuest();
    const lobby = await s.initSocket('lobby', token);
    const chat = await s.initSocket('chat', token);
    const bystander = await s.initSocket('lobby', other.token);

    const r = await s.post('/api/v1/player/signout', undefined, { 'api-token': token });
    expect(r.json).toEqual({ Code: 0, Message: '', Result: null });
    expect(await lobby.next()).toMatchObject({ OP: Op.LobbyInitReply, Code: Code.SignOut });
    expect(await chat.next()).toMatchObject({ OP: Op.InitReply, Code: Code.SignOut });
    await lobby.closed;
    await chat.closed;
    expect(bystander.isOpen).toBe(true);

    expect((await s.post('/api/v1/player/info', undefined, { 'api-token': token })).json.Code).toBe(Code.SessionExpired);
    // Twice is fine (two tabs signing out).
    expect((await s.post('/api/v1/player/signout', undefined, { 'api-token': token })).json.Code).toBe(0);
  });

  it('answers CORS preflight for the web app', async () => {
    const res = await fetch(`${s.url.replace('localhost', '127.0.0.1')}/api/v1/player/info`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Headers': 'api-token, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/api-token/);
  });

  it('healthz', async () => {
    expect(await s.get('/healthz')).toEqual({ status: 200, json: { ok: true } });
  });
});
