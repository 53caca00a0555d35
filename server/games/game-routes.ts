/**
 * The game calls (src/protocol/games.ts): the catalogue (no token), a window's launch and a
 * replay's URL (header api-token), and the demo slot window's own session and spin calls
 * (its game session in the body; the window is a lobby page, so they are same-origin).
 */
import {
  Code,
  GamePath,
  gameLaunchRequestSchema,
  gameSessionRequestSchema,
  parsePayload,
  replayUrlRequestSchema,
  slotSpinRequestSchema,
  type GameLaunchResult,
  type GameListResult,
  type GameSessionResult,
  type ReplayUrlResult,
  type SlotSpinResult,
} from '../../src/protocol';
import { hashToken } from '../auth/token-hash';
import { ReplyError } from '../errors';
import { answer, badRequest, fail, ok, type HttpResult } from '../http/reply';
import type { RequestContext, Router } from '../http/router';
import { apiToken, signedIn } from '../http/session';
import type { Services } from '../services';
import { CATALOGUE, findGame, isPlayable } from './catalogue';
import { spinDemoSlot } from './demo-slot/spin';
import type { Rng } from './demo-slot/outcome';
import { gameSessionOf, gameSessionView, mintGameTicket, openGameSession, resumeGameSession } from './game-access';
import { gamePagePath, replayPagePath } from './game-pages';
import { replayRound } from './replay';
import { errorText, gameLang } from './texts';

/** The lobby's address as browsers reach it: LOBBY_PUBLIC_URL, else the request's own host. */
export function lobbyPublicUrl(ctx: RequestContext, env: Record<string, string | undefined> = process.env): string {
  const configured = env.LOBBY_PUBLIC_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const host = ctx.headers.host ?? 'localhost:4000';
  const proto = ctx.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

const failCode = (code: number) => fail(code, errorText('zh_tw', code));

export function registerGameRoutes(router: Router, services: Services, options: { rng?: Rng; env?: Record<string, string | undefined> } = {}): void {
  const env = options.env ?? process.env;

  router.post(GamePath.List, () => ok<GameListResult>({ Games: [...CATALOGUE] }));

  router.post(GamePath.Launch, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(gameLaunchRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const game = findGame(parsed.value.GameCode);
    if (!game) return failCode(Code.GameUnknown);
    const ticket = await mintGameTicket(services, { playerId: who.playerId, tokenHash: hashToken(apiToken(ctx)!) }, game.gameCode);
    const query = new URLSearchParams({ ticket, lang: gameLang(parsed.value.Lang) });
    return ok<GameLaunchResult>({ GameURL: `${lobbyPublicUrl(ctx, env)}${gamePagePath(game.gameCode)}?${query}`, Playable: isPlayable(game.gameCode) });
  });

  router.post(GamePath.Session, async (ctx) => {
    const parsed = parsePayload(gameSessionRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { Ticket, Session } = parsed.value;
    if (!Ticket && !Session) return badRequest('Ticket or Session: one is required');
    return answer(async (): Promise<HttpResult> => {
      const opened = Ticket ? await openGameSession(services, Ticket) : await resumeGameSession(services, Session!);
      return ok<GameSessionResult>(await gameSessionView(services, opened));
    }, replyFailure);
  });

  router.post(GamePath.Spin, async (ctx) => {
    const parsed = parsePayload(slotSpinRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return answer(async () => {
      const session = await gameSessionOf(services, parsed.value.Session);
      return ok<SlotSpinResult>(await spinDemoSlot(services, session, parsed.value, options.rng));
    }, replyFailure);
  });

  router.post(GamePath.ReplayUrl, async (ctx) => {
    const who = await signedIn(services, ctx);
    if (!('playerId' in who)) return who;
    const parsed = parsePayload(replayUrlRequestSchema, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const round = await replayRound(services, parsed.value);
    if (!round) return failCode(Code.GameRoundNotFound);
    const query = new URLSearchParams({ lang: gameLang(parsed.value.Lang) });
    return ok<ReplayUrlResult>({ ReplayURL: `${lobbyPublicUrl(ctx, env)}${replayPagePath(round.replayKey)}?${query}` });
  });
}

/** A business failure with its zh_tw text (the window shows its own language's text by code). */
function replyFailure(err: ReplyError): HttpResult {
  return fail(err.code, err.message || errorText('zh_tw', err.code));
}
