/**
 * Ban records (migration 022): one row per suspension, written by the suspend helper
 * (server/account/suspend.ts) and read by the ban list (server/ban-records/).
 */
import type { Generated } from 'kysely';
import type { Db } from '../schema';
import { inSiteScope, type SiteScope } from './site-scope';

export interface BanRecordsTable {
  id: Generated<number>;
  player_id: number;
  category: number;
  note: string;
  started_at: number;
  ended_at: number | null;
}

/** A ban as the list shows it, with the player's nickname (unmasked: the service masks it). */
export interface BanListRow {
  id: number;
  playerId: number;
  name: string;
  category: number;
  startedAt: number;
  endedAt: number | null;
}

export function banRecordsRepository(db: Db) {
  const q = db.withTables<{ ban_records: BanRecordsTable }>();

  return {
    /** Opens a ban for `playerId` unless one is in force already: the open ban's id either way. */
    async open(r: { playerId: number; category: number; note: string; at: number }): Promise<number> {
      const current = await q.selectFrom('ban_records').select('id').where('player_id', '=', r.playerId).where('ended_at', 'is', null).executeTakeFirst();
      if (current) return current.id;
      const row = await q
        .insertInto('ban_records')
        .values({ player_id: r.playerId, category: r.category, note: r.note, started_at: r.at, ended_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Ends the bans of `playerId` in force (a reinstatement): how many ended. */
    async close(playerId: number, at: number): Promise<number> {
      const r = await q.updateTable('ban_records').set({ ended_at: at }).where('player_id', '=', playerId).where('ended_at', 'is', null).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** One page of the bans of a brand's players (`scope`; optionally one player), newest first. */
    async page(opts: { scope: SiteScope; playerId?: number; offset: number; limit: number }): Promise<{ rows: BanListRow[]; total: number }> {
      let base = q.selectFrom('ban_records as b').innerJoin('players as p', 'p.id', 'b.player_id').where(inSiteScope('p.site_id', opts.scope));
      if (opts.playerId !== undefined) base = base.where('b.player_id', '=', opts.playerId);
      const [rows, total] = await Promise.all([
        base
          .select(['b.id', 'b.player_id', 'p.name', 'b.category', 'b.started_at', 'b.ended_at'])
          .orderBy('b.started_at', 'desc')
          .orderBy('b.id', 'desc')
          .offset(opts.offset)
          .limit(opts.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({
          id: r.id,
          playerId: r.player_id,
          name: r.name,
          category: r.category,
          startedAt: Number(r.started_at),
          endedAt: r.ended_at === null ? null : Number(r.ended_at),
        })),
        total: Number(total.n),
      };
    },
  };
}

export type BanRecordsRepository = ReturnType<typeof banRecordsRepository>;
