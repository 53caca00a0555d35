/**
 * GET pages of the game windows, in front of the JSON router (which only knows exact paths):
 * `/games/<code>/?ticket=…&lang=…` — the demo slot, or "demo unavailable" for any other
 * catalogue entry (the ticket is traded by the page's script, not here); and
 * `/games/replay/<key>?lang=…` — the read-only replay of one round. Headers: page-shell.ts.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Code } from '../../src/protocol';
import type { Services } from '../services';
import { findGame, isPlayable } from './catalogue';
import { demoSlotPage, notFoundPage, replayPage, unavailablePage } from './pages/game-pages-html';
import type { RenderedPage } from './pages/page-shell';
import { gameLang } from './texts';

export const GAME_PAGE_PREFIX = '/games/';
export const REPLAY_PAGE_PREFIX = '/games/replay/';

const GAME_PAGE = /^\/games\/([A-Za-z0-9_-]{1,40})\/?$/;
const REPLAY_PAGE = /^\/games\/replay\/([A-Za-z0-9_-]{16,32})\/?$/;

/** The page address of a game window (the ticket and lang are added by the launch). */
export function gamePagePath(gameCode: string): string {
  return `${GAME_PAGE_PREFIX}${encodeURIComponent(gameCode)}/`;
}

export function replayPagePath(replayKey: string): string {
  return `${REPLAY_PAGE_PREFIX}${replayKey}`;
}

function send(res: ServerResponse, status: number, page: RenderedPage, head: boolean): void {
  res.writeHead(status, { ...page.headers, 'Content-Length': Buffer.byteLength(page.html) });
  res.end(head ? undefined : page.html);
}

async function pageFor(services: Services, path: string, query: URLSearchParams): Promise<{ status: number; page: RenderedPage } | null> {
  const lang = gameLang(query.get('lang'));
  const replay = REPLAY_PAGE.exec(path);
  if (replay) {
    const round = await services.repos.gameRounds.byReplayKey(replay[1]!);
    const game = round && findGame(round.gameCode);
    if (!round || !game) return { status: 404, page: notFoundPage(lang, Code.GameRoundNotFound) };
    return { status: 200, page: replayPage(game, round, lang) };
  }
  const match = GAME_PAGE.exec(path);
  if (!match) return null;
  const game = findGame(match[1]!);
  if (!game) return { status: 404, page: notFoundPage(lang, Code.GameUnknown) };
  return { status: 200, page: isPlayable(game.gameCode) ? demoSlotPage(game, lang) : unavailablePage(game, lang) };
}

/** Serves the game pages; every other request goes to `next`. */
export function withGamePages(services: Services, next: RequestListener): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    if (!url.pathname.startsWith(GAME_PAGE_PREFIX) || (method !== 'GET' && method !== 'HEAD')) return next(req, res);
    pageFor(services, url.pathname, url.searchParams)
      .then((found) => (found ? send(res, found.status, found.page, method === 'HEAD') : next(req, res)))
      .catch((err: unknown) => {
        services.log.error('game page crashed', { err, url: req.url });
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('internal error');
      });
  };
}
