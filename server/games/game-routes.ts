/**
 * The game calls (src/protocol/games.ts): the catalogue (no token), a window's launch and a
 * replay's URL (header api-token), and the demo slot window's own session and spin calls
 * (its game session in the body; the window is a lobby page, so they are same-origin).
 */
import { Code, gameApi, parsePayload, type GameSessionResult, type SlotSpinResult } from '../../src/protocol';
import { hashToken } from '../auth/token-hash';
import { ReplyError } from '../errors';
import { answer, badRequest, fail, ok, type HttpResult } from '../http/reply';
import { serve } from '../http/serve';
import type { RequestContext, Router } from '../http/router';
import { apiToken } from '../http/session';
import { assertReferralBound } from '../invitations/referral-required';
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

/** A refusal with its zh_tw text. */
const failure = (code: number) => new ReplyError(code, errorText('zh_tw', code));

export function registerGameRoutes(router: Router, services: Services, options: { rng?: Rng; env?: Record<string, string | undefined> } = {}): void {
  const env = options.env ?? process.env;

  serve(router, services, gameApi.List, async () => ({ Games: [...CATALOGUE] }));

  serve(router, services, gameApi.Launch, async ({ playerId, body, ctx }) => {
    const game = findGame(body.GameCode);
    if (!game) throw failure(Code.GameUnknown);
    await assertReferralBound(services, playerId);
    const ticket = await mintGameTicket(services, { playerId, tokenHash: hashToken(apiToken(ctx)!) }, game.gameCode);
    const query = new URLSearchParams({ ticket, lang: gameLang(body.Lang) });
    return { GameURL: `${lobbyPublicUrl(ctx, env)}${gamePagePath(game.gameCode)}?${query}`, Playable: isPlayable(game.gameCode) };
  });

  router.post(gameApi.Session.path, async (ctx) => {
    const parsed = parsePayload(gameApi.Session.request, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    const { Ticket, Session } = parsed.value;
    if (!Ticket && !Session) return badRequest('Ticket or Session: one is required');
    return answer(async (): Promise<HttpResult> => {
      const opened = Ticket ? await openGameSession(services, Ticket) : await resumeGameSession(services, Session!);
      return ok<GameSessionResult>(await gameSessionView(services, opened));
    }, replyFailure);
  });

  router.post(gameApi.Spin.path, async (ctx) => {
    const parsed = parsePayload(gameApi.Spin.request, ctx.body);
    if (!parsed.ok) return badRequest(parsed.error);
    return answer(async () => {
      const session = await gameSessionOf(services, parsed.value.Session);
      return ok<SlotSpinResult>(await spinDemoSlot(services, session, parsed.value, options.rng));
    }, replyFailure);
  });

  serve(router, services, gameApi.ReplayUrl, async ({ body, ctx }) => {
    const round = await replayRound(services, body);
    if (!round) throw failure(Code.GameRoundNotFound);
    const query = new URLSearchParams({ lang: gameLang(body.Lang) });
    return { ReplayURL: `${lobbyPublicUrl(ctx, env)}${replayPagePath(round.replayKey)}?${query}` };
  });
}

/** A business failure with its zh_tw text (the window shows its own language's text by code). */
function replyFailure(err: ReplyError): HttpResult {
  return fail(err.code, err.message || errorText('zh_tw', err.code));
}
