/**
 * Nicknames (migration 013). A rename claims the new name's key with an insert that does
 * nothing on conflict: under concurrency the database lets exactly one insert through.
 * Players who never renamed hold no claim; their names are matched case-folded in `players`.
 */
import { sql } from 'kysely';
import type { Db } from '../schema';

export function nicknamesRepository(db: Db) {
  return {
    /** True when a player other than `playerId` holds or carries the name with key `key`. */
    async heldByOther(key: string, playerId: number): Promise<boolean> {
      const claim = await db.selectFrom('nickname_claims').select('player_id').where('name_key', '=', key).executeTakeFirst();
      if (claim) return claim.player_id !== playerId;
      const carrier = await db
        .selectFrom('players')
        .select('id')
        .where(sql<string>`lower(name)`, '=', key)
        .where('id', '!=', playerId)
        .limit(1)
        .executeTakeFirst();
      return carrier !== undefined;
    },

    /**
     * Sets the name when the last rename is at least `windowMs` old (or none), counting it.
     * Conditional, so of two tabs renaming at once one passes. False when the limit holds.
     */
    async renameWithin(playerId: number, name: string, now: number, windowMs: number): Promise<boolean> {
      const r = await db
        .updateTable('players')
        .set((eb) => ({ name, last_rename_at: now, rename_count: eb('rename_count', '+', 1) }))
        .where('id', '=', playerId)
        .where((eb) => eb.or([eb('last_rename_at', 'is', null), eb('last_rename_at', '<=', now - windowMs)]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    /**
     * Claims `key` for `playerId` and releases the player's other claims. False when another
     * player holds the key (also when they claimed it a moment ago in a concurrent transaction).
     */
    async claim(key: string, playerId: number, now: number): Promise<boolean> {
      const inserted = await db
        .insertInto('nickname_claims')
        .values({ name_key: key, player_id: playerId, created_at: now })
        .onConflict((oc) => oc.column('name_key').doNothing())
        .returning('player_id')
        .executeTakeFirst();
      if (!inserted) {
        const holder = await db.selectFrom('nickname_claims').select('player_id').where('name_key', '=', key).executeTakeFirst();
        if (holder?.player_id !== playerId) return false;
      }
      await db.deleteFrom('nickname_claims').where('player_id', '=', playerId).where('name_key', '!=', key).execute();
      return true;
    },
  };
}
