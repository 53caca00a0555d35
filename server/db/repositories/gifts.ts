import { sql, type Generated, type Selectable } from 'kysely';
import type { Db } from '../schema';

/** A row of gifts (migration 010). `room_id` is set for live gifts. Times are epoch ms. */
export interface GiftsTable {
  id: Generated<number>;
  from_id: number;
  to_id: number;
  client_id: string;
  item_id: number;
  amount: number;
  fee: number;
  room_id: number | null;
  created_at: number;
}

/** A player's gift counters of one Taipei day (`day` = the day's start, epoch ms). */
export interface GiftDailyTable {
  player_id: number;
  day: number;
  sent_amount: number;
  sent_count: number;
  claim_count: number;
  wrong_entries: number;
}

export interface GiftPasswordsTable {
  player_id: number;
  hash: string;
  updated_at: number;
}

export type GiftRow = Selectable<GiftsTable>;
export type GiftDaily = Omit<GiftDailyTable, 'player_id' | 'day'>;

const num = (r: GiftRow): GiftRow => ({ ...r, amount: Number(r.amount), fee: Number(r.fee), created_at: Number(r.created_at) });

/**
 * Gifts, the daily gift counters and gift passwords. The limit steps are conditional updates
 * of the day's counter row: on PostgreSQL (READ COMMITTED) a second writer waits on the row
 * lock and re-checks the condition against the first one's committed counts, so concurrent
 * gifts can never pass a limit together; SQLite runs one writer at a time.
 */
export function giftsRepository(db: Db, now: () => number) {
  const q = db.withTables<{ gifts: GiftsTable; gift_daily: GiftDailyTable; gift_passwords: GiftPasswordsTable }>();

  const ensureDay = async (playerId: number, day: number) => {
    await q
      .insertInto('gift_daily')
      .values({ player_id: playerId, day, sent_amount: 0, sent_count: 0, claim_count: 0, wrong_entries: 0 })
      .onConflict((oc) => oc.columns(['player_id', 'day']).doNothing())
      .execute();
  };

  return {
    async insert(gift: Omit<GiftsTable, 'id' | 'created_at'>): Promise<GiftRow> {
      const row = await q.insertInto('gifts').values({ ...gift, created_at: now() }).returningAll().executeTakeFirstOrThrow();
      return num(row);
    },

    async byClientId(fromId: number, clientId: string): Promise<GiftRow | undefined> {
      const row = await q.selectFrom('gifts').selectAll().where('from_id', '=', fromId).where('client_id', '=', clientId).executeTakeFirst();
      return row && num(row);
    },

    /** The player's counters of `day` (zeros when nothing happened that day). */
    async daily(playerId: number, day: number): Promise<GiftDaily> {
      const row = await q.selectFrom('gift_daily').selectAll().where('player_id', '=', playerId).where('day', '=', day).executeTakeFirst();
      return {
        sent_amount: Number(row?.sent_amount ?? 0),
        sent_count: Number(row?.sent_count ?? 0),
        claim_count: Number(row?.claim_count ?? 0),
        wrong_entries: Number(row?.wrong_entries ?? 0),
      };
    },

    /**
     * Counts one gift of `amount` sent, unless it would pass a limit (null = none).
     * Answers false (nothing counted) when it would.
     */
    async addSent(playerId: number, day: number, amount: number, amountLimit: number | null, countLimit: number | null): Promise<boolean> {
      await ensureDay(playerId, day);
      let update = q
        .updateTable('gift_daily')
        .set({ sent_amount: sql`sent_amount + ${amount}`, sent_count: sql`sent_count + 1` })
        .where('player_id', '=', playerId)
        .where('day', '=', day);
      if (amountLimit !== null) update = update.where(sql<boolean>`sent_amount + ${amount} <= ${amountLimit}`);
      if (countLimit !== null) update = update.where('sent_count', '<', countLimit);
      const r = await update.executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Counts one gift claimed, unless the player has `limit` (null = none) already. */
    async addClaim(playerId: number, day: number, limit: number | null): Promise<boolean> {
      await ensureDay(playerId, day);
      let update = q.updateTable('gift_daily').set({ claim_count: sql`claim_count + 1` }).where('player_id', '=', playerId).where('day', '=', day);
      if (limit !== null) update = update.where('claim_count', '<', limit);
      const r = await update.executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Counts a wrong gift-password entry; answers the day's count after it. */
    async addWrongEntry(playerId: number, day: number): Promise<number> {
      await ensureDay(playerId, day);
      const row = await q
        .updateTable('gift_daily')
        .set({ wrong_entries: sql`wrong_entries + 1` })
        .where('player_id', '=', playerId)
        .where('day', '=', day)
        .returning('wrong_entries')
        .executeTakeFirstOrThrow();
      return Number(row.wrong_entries);
    },

    /** QA: forgets the day's wrong entries. */
    async clearWrongEntries(playerId: number, day: number): Promise<void> {
      await q.updateTable('gift_daily').set({ wrong_entries: 0 }).where('player_id', '=', playerId).where('day', '=', day).execute();
    },

    async passwordHash(playerId: number): Promise<string | undefined> {
      const row = await q.selectFrom('gift_passwords').select('hash').where('player_id', '=', playerId).executeTakeFirst();
      return row?.hash;
    },

    async setPasswordHash(playerId: number, hash: string): Promise<void> {
      const t = now();
      await q
        .insertInto('gift_passwords')
        .values({ player_id: playerId, hash, updated_at: t })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ hash, updated_at: t }))
        .execute();
    },

  };
}

export type GiftsRepository = ReturnType<typeof giftsRepository>;
