import type { Db } from '../schema';

/** Relationship types (relationships.type): friend 1, blocked 2. */
export const RelationType = { Friend: 1, Blocked: 2 } as const;

/** Who a player marked as friend or blocked (one row per direction). */
export function relationshipsRepository(db: Db, now: () => number) {
  return {
    async set(playerId: number, targetId: number, type: number): Promise<void> {
      await db
        .insertInto('relationships')
        .values({ player_id: playerId, target_id: targetId, type, created_at: now() })
        .onConflict((oc) => oc.columns(['player_id', 'target_id']).doUpdateSet({ type, created_at: now() }))
        .execute();
    },

    async remove(playerId: number, targetId: number): Promise<void> {
      await db.deleteFrom('relationships').where('player_id', '=', playerId).where('target_id', '=', targetId).execute();
    },

    /** True when either player blocked the other: neither can reach the other privately. */
    async blockedEitherWay(a: number, b: number): Promise<boolean> {
      const row = await db
        .selectFrom('relationships')
        .select('player_id')
        .where('type', '=', RelationType.Blocked)
        .where((eb) =>
          eb.or([
            eb.and([eb('player_id', '=', a), eb('target_id', '=', b)]),
            eb.and([eb('player_id', '=', b), eb('target_id', '=', a)]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The type `playerId` gave `targetId` (1 friend, 2 blocked), or 0 without a row. */
    async typeOf(playerId: number, targetId: number): Promise<number> {
      const row = await db
        .selectFrom('relationships')
        .select('type')
        .where('player_id', '=', playerId)
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return row?.type ?? 0;
    },

    /** How many players `playerId` marked with `type`. */
    async count(playerId: number, type: number): Promise<number> {
      const row = await db
        .selectFrom('relationships')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('player_id', '=', playerId)
        .where('type', '=', type)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Removes the row `playerId` → `targetId` only when it has `type`. */
    async removeIf(playerId: number, targetId: number, type: number): Promise<void> {
      await db
        .deleteFrom('relationships')
        .where('player_id', '=', playerId)
        .where('target_id', '=', targetId)
        .where('type', '=', type)
        .execute();
    },

    /** Every player with a row to or from `playerId` (friends and blocks, both directions). */
    async connectedIds(playerId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('relationships')
        .select(['player_id', 'target_id'])
        .where((eb) => eb.or([eb('player_id', '=', playerId), eb('target_id', '=', playerId)]))
        .execute();
      return [...new Set(rows.map((r) => (r.player_id === playerId ? r.target_id : r.player_id)))];
    },
  };
}

export type RelationshipsRepository = ReturnType<typeof relationshipsRepository>;
