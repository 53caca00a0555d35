/**
 * Honor records (migration 015). Every write names the player. Pinning is `pin` inside a
 * transaction holding the player's honor lock (LockName.honorPins): count the pinned, then
 * update, so two concurrent pins never make a fourth (server/honor/honor-service.ts).
 */
import type { Generated, Selectable } from 'kysely';
import { HonorLimits, HonorPinned } from '../../../src/protocol/honor';
import type { Db } from '../schema';

export interface HonorRecordsTable {
  id: Generated<number>;
  player_id: number;
  site_id: string;
  provider: string;
  game_id: string;
  win: number;
  bet: number;
  pinned: number;
  created_at: number;
}

export interface HonorRecordRow {
  id: number;
  playerId: number;
  siteId: string;
  provider: string;
  gameId: string;
  win: number;
  bet: number;
  pinned: number;
  createdAt: number;
}

export type NewHonorRecord = Omit<HonorRecordRow, 'id' | 'pinned'>;

function toRow(r: Selectable<HonorRecordsTable>): HonorRecordRow {
  return {
    id: r.id,
    playerId: r.player_id,
    siteId: r.site_id,
    provider: r.provider,
    gameId: r.game_id,
    win: Number(r.win),
    bet: Number(r.bet),
    pinned: r.pinned,
    createdAt: Number(r.created_at),
  };
}

export function honorRecordsRepository(db: Db) {
  const q = db.withTables<{ honor_records: HonorRecordsTable }>();
  const mine = (playerId: number) => q.selectFrom('honor_records').where('player_id', '=', playerId);

  return {
    /** Adds a record, then drops the unpinned ones older than the latest 10 (pinned ones stay). */
    async insert(r: NewHonorRecord): Promise<number> {
      const row = await q
        .insertInto('honor_records')
        .values({ player_id: r.playerId, site_id: r.siteId, provider: r.provider, game_id: r.gameId, win: r.win, bet: r.bet, pinned: HonorPinned.Unpinned, created_at: r.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      const keep = await mine(r.playerId).select('id').where('pinned', '=', HonorPinned.Unpinned).orderBy('id', 'desc').limit(HonorLimits.Latest).execute();
      const oldest = keep.at(-1);
      if (keep.length === HonorLimits.Latest && oldest) {
        await q.deleteFrom('honor_records').where('player_id', '=', r.playerId).where('pinned', '=', HonorPinned.Unpinned).where('id', '<', oldest.id).execute();
      }
      return row.id;
    },

    /** The list: pinned records, then the latest 10 unpinned, each newest first. */
    async list(playerId: number): Promise<HonorRecordRow[]> {
      const pinned = await mine(playerId).selectAll().where('pinned', '=', HonorPinned.Pinned).orderBy('id', 'desc').execute();
      const latest = await mine(playerId).selectAll().where('pinned', '=', HonorPinned.Unpinned).orderBy('id', 'desc').limit(HonorLimits.Latest).execute();
      return [...pinned, ...latest].map(toRow);
    },

    async find(playerId: number, id: number): Promise<HonorRecordRow | undefined> {
      const r = await mine(playerId).selectAll().where('id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },

    async pinnedCount(playerId: number): Promise<number> {
      const r = await mine(playerId).where('pinned', '=', HonorPinned.Pinned).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return Number(r.n);
    },

    async setPinned(playerId: number, id: number, pinned: number): Promise<void> {
      await q.updateTable('honor_records').set({ pinned }).where('player_id', '=', playerId).where('id', '=', id).execute();
    },
  };
}

export type HonorRecordsRepository = ReturnType<typeof honorRecordsRepository>;
