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
  };
}

export type RelationshipsRepository = ReturnType<typeof relationshipsRepository>;
