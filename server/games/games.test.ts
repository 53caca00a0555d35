/**
 * Catalogue, launch, tickets and game sessions, the game windows and replay through the real
 * server (SQLite under `server`, PostgreSQL under `server-pg`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, Code, GamePath, QaPath, gameListResultSchema, type GameCatalogueEntry } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { force, gamePlayer, launch, page, sessionOf, spin, ticketOf } from './test-kit';

const SHOWN = ['10001', '10002', '10006', '10008', '10010', '10011', '10012', '10014', '10016', '10021', '10022', '10023'];

describe('games', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  it('lists the catalogue without a token: 37 entries, isShow exactly the §9 set, providers of the store filter', async () => {
    const r = await s.post(GamePath.List, {});
    expect(r.json.Code).toBe(0);
    expect(gameListResultSchema.safeParse(r.json.Result).success).toBe(true);
    const games = r.json.Result.Games as GameCatalogueEntry[];
    expect(games).toHaveLength(37);
    expect(games.filter((g) => g.isShow).map((g) => g.gameCode).sort()).toEqual(SHOWN);
    expect(new Set(games.map((g) => g.gameCode)).size).toBe(37);
    expect(games.every((g) => ['be', 'bng', 'rsg', 'atg'].includes(g.provider))).toBe(true);
    expect(games.some((g) => !/^\d+$/.test(g.gameCode))).toBe(true);
    // The share cards' table is seeded from the same list.
    expect((await s.services.repos.games.list()).map((g) => g.game_code)).toEqual(games.map((g) => g.gameCode));
  });

  it('answers 200381 for an unknown game, 100005 without a token and 400 for a malformed body', async () => {
    const p = await gamePlayer(s);
    expect((await launch(s, p, '99999')).json.Code).toBe(Code.GameUnknown);
    expect((await s.post(GamePath.Launch, { GameCode: '10001', Lang: 'zh_tw' })).json.Code).toBe(Code.SessionExpired);
    const bad = await s.post(GamePath.Launch, { GameCode: 10001 }, { 'api-token': p.token });
    expect(bad.status).toBe(400);
    expect(bad.json.Code).toBe(Code.InvalidInput);
    expect(bad.json.Message).toMatch(/GameCode/);
  });

  it('launches a window URL on the lobby with a ticket; only the demo slot is playable', async () => {
    const p = await gamePlayer(s);
    const demo = (await launch(s, p, '10001', 'vi_vn')).json.Result;
    const url = new URL(demo.GameURL);
    expect(url.origin).toBe(`http://127.0.0.1:${s.port}`);
    expect(url.pathname).toBe('/games/10001/');
    expect(url.searchParams.get('lang')).toBe('vi_vn');
    expect(url.searchParams.get('ticket')).toMatch(/^gt\./);
    expect(demo.Playable).toBe(true);
    expect((await launch(s, p, '10002')).json.Result.Playable).toBe(false);
  });

  it('a ticket is single-use and short-lived; a session resumes without it', async () => {
    const p = await gamePlayer(s);
    const ticket = await ticketOf(s, p);
    const first = await s.post(GamePath.Session, { Ticket: ticket });
    expect(first.json.Code).toBe(0);
    expect(first.json.Result).toMatchObject({ GameCode: '10001', Balance: 10_000, Bets: [100, 200, 500, 1_000, 5_000] });
    expect((await s.post(GamePath.Session, { Ticket: ticket })).json.Code).toBe(Code.GameTicketInvalid);
    const resumed = await s.post(GamePath.Session, { Session: first.json.Result.Session });
    expect(resumed.json.Code).toBe(0);
    expect(resumed.json.Result.Session).toBe(first.json.Result.Session);

    const late = await ticketOf(s, p);
    await s.post(QaPath.Clock, { AdvanceMs: 61_000 });
    expect((await s.post(GamePath.Session, { Ticket: late })).json.Code).toBe(Code.GameTicketInvalid);
    expect((await s.post(GamePath.Session, {})).status).toBe(400);
  });

  it('a game session ends with its sign-in: after sign-out a spin answers 200383', async () => {
    const p = await gamePlayer(s);
    const session = await sessionOf(s, p);
    expect((await spin(s, session, 100)).json.Code).toBe(0);
    expect((await s.post(AccountPath.PlayerSignOut, {}, { 'api-token': p.token })).json.Code).toBe(0);
    expect((await spin(s, session, 100)).json.Code).toBe(Code.GameTicketInvalid);
    expect((await s.post(GamePath.Session, { Session: session })).json.Code).toBe(Code.GameTicketInvalid);
  });

  it('serves the demo slot and the "demo unavailable" window with framing and CSP headers, in the asked language', async () => {
    const p = await gamePlayer(s);
    const demo = await page((await launch(s, p, '10001', 'id_id')).json.Result.GameURL);
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-type')).toMatch(/text\/html/);
    expect(demo.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = demo.headers.get('content-security-policy')!;
    expect(csp).toMatch(/frame-ancestors /);
    expect(csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(demo.headers.get('x-frame-options')).toBeNull();
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(demo.html).toContain(`<script nonce="${nonce}">`);
    expect(demo.html).toContain('Putar');
    expect(demo.html).toContain('God of Wealth');

    const other = await page((await launch(s, p, '10002')).json.Result.GameURL);
    expect(other.status).toBe(200);
    expect(other.html).toContain('金龍祥瑞');
    expect(other.html).toContain('暫無試玩');
    expect(other.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
    expect((await page(`${s.url}/games/nope/`)).status).toBe(404);
  });

  it('answers a replay URL by RoundID or AchID; the page shows the round read-only; 200384 otherwise', async () => {
    const p = await gamePlayer(s, 100_000);
    const viewer = await gamePlayer(s);
    const session = await sessionOf(s, p);
    await force(s, p.id, [{ Multiplier: 50 }]);
    const round = (await spin(s, session, 1_000)).json.Result;
    expect(round.Level).toBe(3);
    const [record] = await s.services.repos.honorRecords.list(p.id);
    expect(record).toMatchObject({ win: round.Win, bet: 1_000, gameId: '10001' });

    const ask = (body: Record<string, unknown>) =>
      s.post(GamePath.ReplayUrl, { SiteID: '', GameCode: '10001', PlayerID: p.id, ...body }, { 'api-token': viewer.token });
    const byRound = await ask({ RoundID: round.RoundID });
    expect(byRound.json.Code).toBe(0);
    const byAch = await ask({ AchID: record!.id });
    expect(byAch.json.Result.ReplayURL).toBe(byRound.json.Result.ReplayURL);

    const replay = await page(byRound.json.Result.ReplayURL);
    expect(replay.status).toBe(200);
    expect(replay.html).toContain('重播');
    expect(replay.html).toContain('1,000');
    expect(replay.html).not.toContain('<script');

    expect((await ask({ RoundID: '999999' })).json.Code).toBe(Code.GameRoundNotFound);
    expect((await ask({ RoundID: round.RoundID, PlayerID: viewer.id })).json.Code).toBe(Code.GameRoundNotFound);
    expect((await ask({ AchID: 999_999 })).json.Code).toBe(Code.GameRoundNotFound);
    // open to visitors (acct §2: /play-game/now needs no sign-in): no token, the same answer
    expect((await s.post(GamePath.ReplayUrl, { SiteID: '', GameCode: '10001', PlayerID: p.id, RoundID: round.RoundID })).json).toMatchObject({ Code: 0, Result: { ReplayURL: expect.any(String) } });
    expect((await ask({ PlayerID: 'x' })).status).toBe(400);
    expect((await page(`${s.url}/games/replay/AAAAAAAAAAAAAAAAAAAAAA`)).status).toBe(404);
  });
});

describe('game banners', () => {
  it('every catalogue banner is a small SVG under public/, lettered with its zh_tw name in its source under art/', async () => {
    const { CATALOGUE } = await import('./catalogue');
    const fs = await import('node:fs');
    const { gzipSync } = await import('node:zlib');
    for (const g of CATALOGUE) {
      const file = `public${g.banner}`;
      expect(fs.existsSync(file), file).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      // the served file has its lettering as outlines (scripts/outline-art.ts); the source names the game
      expect(fs.readFileSync(`art${g.banner}`, 'utf8')).toContain(`>${g.gameName.zh_tw}</text>`);
      expect(gzipSync(svg).length, file).toBeLessThan(5_000);
    }
  });
});
