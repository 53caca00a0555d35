/**
 * Game window tickets and game sessions (migration 017), by the SHA-256 of their secret. A
 * ticket is consumed by one DELETE … RETURNING, so of two windows racing on it one wins. A
 * session is live while it has not expired, its lobby token is neither revoked nor expired and
 * its player is not suspended (server/games/game-access.ts mints and checks them).
 */
import type { Db } from '../schema';
import { PlayerStatus } from './players';

export interface GameAccessRow {
  secret_hash: string;
  token_hash: string;
  player_id: number;
  game_code: string;
  created_at: number;
  expires_at: number;
}

type Tables = { game_tickets: GameAccessRow; game_sessions: GameAccessRow };

export interface GameSessionRow {
  playerId: number;
  gameCode: string;
  expiresAt: number;
}

export function gameAccessRepository(db: Db) {
  const q = db.withTables<Tables>();
  return {
    async insertTicket(row: GameAccessRow): Promise<void> {
      await q.deleteFrom('game_tickets').where('expires_at', '<=', row.created_at).execute();
      await q.insertInto('game_tickets').values(row).execute();
    },

    /** Uses a ticket: its row, or undefined when unknown, already used or expired at `now`. */
    async consumeTicket(secretHash: string, now: number): Promise<GameAccessRow | undefined> {
      const row = await q.deleteFrom('game_tickets').where('secret_hash', '=', secretHash).where('expires_at', '>', now).returningAll().executeTakeFirst();
      return row && { ...row, created_at: Number(row.created_at), expires_at: Number(row.expires_at) };
    },

    async insertSession(row: GameAccessRow): Promise<void> {
      await q.deleteFrom('game_sessions').where('expires_at', '<=', row.created_at).execute();
      await q.insertInto('game_sessions').values(row).execute();
    },

    /** A live session at `now` (see the header), or undefined. */
    async findSession(secretHash: string, now: number): Promise<GameSessionRow | undefined> {
      const row = await db
        .withTables<Tables>()
        .selectFrom('game_sessions as g')
        .innerJoin('tokens as t', 't.token_hash', 'g.token_hash')
        .innerJoin('players as p', 'p.id', 'g.player_id')
        .select(['g.player_id', 'g.game_code', 'g.expires_at'])
        .where('g.secret_hash', '=', secretHash)
        .where('g.expires_at', '>', now)
        .where('t.revoked_at', 'is', null)
        .where('t.expires_at', '>', now)
        .where('p.status', '!=', PlayerStatus.Suspended)
        .executeTakeFirst();
      return row && { playerId: row.player_id, gameCode: row.game_code, expiresAt: Number(row.expires_at) };
    },
  };
}

export type GameAccessRepository = ReturnType<typeof gameAccessRepository>;
