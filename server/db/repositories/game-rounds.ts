/**
 * Game rounds (migration 017): one row per demo-slot spin, written inside the spin's wallet
 * transaction; unique (player, spin_id) makes the window's retry find its first round. Also
 * QA's queue of forced outcomes (`slot_forced`), taken oldest first inside that transaction.
 */
import type { Generated, Selectable } from 'kysely';
import type { Db } from '../schema';

export interface GameRoundsTable {
  id: Generated<number>;
  player_id: number;
  game_code: string;
  spin_id: string;
  bet: number;
  win: number;
  reels: string;
  lines: string;
  level: number;
  balance_after: number;
  replay_key: string;
  honor_id: number | null;
  created_at: number;
}

interface SlotForcedTable {
  id: Generated<number>;
  player_id: number;
  outcome: string;
}

export interface GameRoundRow {
  id: number;
  playerId: number;
  gameCode: string;
  spinId: string;
  bet: number;
  win: number;
  reels: number[][];
  lines: number[];
  level: number;
  balanceAfter: number;
  replayKey: string;
  honorId: number | null;
  createdAt: number;
}

export type NewGameRound = Omit<GameRoundRow, 'id' | 'honorId'>;

function toRow(r: Selectable<GameRoundsTable>): GameRoundRow {
  return {
    id: r.id,
    playerId: r.player_id,
    gameCode: r.game_code,
    spinId: r.spin_id,
    bet: Number(r.bet),
    win: Number(r.win),
    reels: JSON.parse(r.reels) as number[][],
    lines: JSON.parse(r.lines) as number[],
    level: r.level,
    balanceAfter: Number(r.balance_after),
    replayKey: r.replay_key,
    honorId: r.honor_id === null ? null : Number(r.honor_id),
    createdAt: Number(r.created_at),
  };
}

export function gameRoundsRepository(db: Db) {
  const q = db.withTables<{ game_rounds: GameRoundsTable; slot_forced: SlotForcedTable }>();
  const rounds = () => q.selectFrom('game_rounds').selectAll();
  return {
    async insert(r: NewGameRound): Promise<number> {
      const row = await q
        .insertInto('game_rounds')
        .values({
          player_id: r.playerId,
          game_code: r.gameCode,
          spin_id: r.spinId,
          bet: r.bet,
          win: r.win,
          reels: JSON.stringify(r.reels),
          lines: JSON.stringify(r.lines),
          level: r.level,
          balance_after: r.balanceAfter,
          replay_key: r.replayKey,
          honor_id: null,
          created_at: r.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async bySpin(playerId: number, spinId: string): Promise<GameRoundRow | undefined> {
      const r = await rounds().where('player_id', '=', playerId).where('spin_id', '=', spinId).executeTakeFirst();
      return r && toRow(r);
    },

    async byId(id: number): Promise<GameRoundRow | undefined> {
      const r = await rounds().where('id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },

    async byHonor(honorId: number): Promise<GameRoundRow | undefined> {
      const r = await rounds().where('honor_id', '=', honorId).executeTakeFirst();
      return r && toRow(r);
    },

    async byReplayKey(key: string): Promise<GameRoundRow | undefined> {
      const r = await rounds().where('replay_key', '=', key).executeTakeFirst();
      return r && toRow(r);
    },

    async linkHonor(id: number, honorId: number): Promise<void> {
      await q.updateTable('game_rounds').set({ honor_id: honorId }).where('id', '=', id).execute();
    },

    /** QA: queues forced outcomes (JSON) for a player's next spins. */
    async queueForced(playerId: number, outcomes: readonly string[]): Promise<void> {
      for (const outcome of outcomes) await q.insertInto('slot_forced').values({ player_id: playerId, outcome }).execute();
    },

    /** The player's oldest forced outcome (id and JSON), or undefined. */
    peekForced(playerId: number): Promise<{ id: number; outcome: string } | undefined> {
      return q.selectFrom('slot_forced').select(['id', 'outcome']).where('player_id', '=', playerId).orderBy('id').limit(1).executeTakeFirst();
    },

    /** Uses a forced outcome inside the spin's transaction; false when another spin used it first. */
    async dropForced(id: number): Promise<boolean> {
      const gone = await q.deleteFrom('slot_forced').where('id', '=', id).executeTakeFirst();
      return Number(gone.numDeletedRows) === 1;
    },

    async clearForced(playerId: number): Promise<void> {
      await q.deleteFrom('slot_forced').where('player_id', '=', playerId).execute();
    },
  };
}

export type GameRoundsRepository = ReturnType<typeof gameRoundsRepository>;
