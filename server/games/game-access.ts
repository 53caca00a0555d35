/**
 * The way into a game window: a launch mints a one-time ticket (60 s) bound to the player, the
 * lobby token and the game; the window trades it for a game session (2 h, ended early by the
 * token's sign-out or expiry and by a suspension) that each spin sends. Only SHA-256 of either
 * secret is stored (server/db/repositories/game-access.ts); the ticket dies when used.
 */
import { randomBytes } from 'node:crypto';
import { Code, DEMO_SLOT_BETS, ItemId, type GameSessionResult } from '../../src/protocol';
import { hashToken } from '../auth/token-hash';
import type { GameSessionRow } from '../db/repositories/game-access';
import { ReplyError } from '../errors';
import type { Services } from '../services';

export const GAME_TICKET_TTL_MS = 60_000;
export const GAME_SESSION_TTL_MS = 2 * 60 * 60_000;
const TICKET_PREFIX = 'gt.';
const SESSION_PREFIX = 'gs.';

const secret = (prefix: string) => prefix + randomBytes(32).toString('base64url');

/** A new ticket for `gameCode`, for the session whose lobby token hashes to `tokenHash`. */
export async function mintGameTicket(services: Services, who: { playerId: number; tokenHash: string }, gameCode: string): Promise<string> {
  const now = services.clock.now();
  const ticket = secret(TICKET_PREFIX);
  await services.repos.gameAccess.insertTicket({
    secret_hash: hashToken(ticket),
    token_hash: who.tokenHash,
    player_id: who.playerId,
    game_code: gameCode,
    created_at: now,
    expires_at: now + GAME_TICKET_TTL_MS,
  });
  return ticket;
}

/** Uses a ticket for a game session; 200383 when it is unknown, used or expired. */
export async function openGameSession(services: Services, ticket: string): Promise<{ session: string; playerId: number; gameCode: string; expiresInMs: number }> {
  const now = services.clock.now();
  const row = await services.repos.gameAccess.consumeTicket(hashToken(ticket), now);
  if (!row) throw new ReplyError(Code.GameTicketInvalid, 'game ticket unknown, used or expired');
  const session = secret(SESSION_PREFIX);
  await services.repos.gameAccess.insertSession({ ...row, secret_hash: hashToken(session), created_at: now, expires_at: now + GAME_SESSION_TTL_MS });
  // The lobby token may have ended between launch and now: the session must be live to count.
  if (!(await services.repos.gameAccess.findSession(hashToken(session), now))) throw new ReplyError(Code.GameTicketInvalid, 'the lobby session has ended');
  return { session, playerId: row.player_id, gameCode: row.game_code, expiresInMs: GAME_SESSION_TTL_MS };
}

/** The live game session of a window; 200383 when it is unknown, expired or its sign-in ended. */
export async function gameSessionOf(services: Services, session: string): Promise<GameSessionRow> {
  const row = await services.repos.gameAccess.findSession(hashToken(session), services.clock.now());
  if (!row) throw new ReplyError(Code.GameTicketInvalid, 'game session unknown or expired');
  return row;
}

/** What the window gets for its session: the session, its remaining life, the gold and the bets. */
export async function gameSessionView(services: Services, opened: { session: string; playerId: number; gameCode: string; expiresInMs: number }): Promise<GameSessionResult> {
  return {
    Session: opened.session,
    ExpiresIn: Math.max(1, Math.ceil(opened.expiresInMs / 1000)),
    GameCode: opened.gameCode,
    Balance: await services.repos.wallet.balance(opened.playerId, ItemId.Gold),
    Bets: [...DEMO_SLOT_BETS],
  };
}

/** A window's reload: its live session again, with the time it has left. */
export async function resumeGameSession(services: Services, session: string): Promise<{ session: string; playerId: number; gameCode: string; expiresInMs: number }> {
  const row = await gameSessionOf(services, session);
  return { session, playerId: row.playerId, gameCode: row.gameCode, expiresInMs: row.expiresAt - services.clock.now() };
}
