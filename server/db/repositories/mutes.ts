import type { Db } from '../schema';

/** Chat mutes: a muted player may read but not speak until `muted_until`. */
export function mutesRepository(db: Db, now: () => number) {
  return {
    /** Mutes until `until` (epoch ms); an `until` in the past lifts the mute. */
    async set(playerId: number, until: number, reason = ''): Promise<void> {
      await db
        .insertInto('chat_mutes')
        .values({ player_id: playerId, muted_until: until, reason, created_at: now() })
        .onConflict((oc) => oc.column('player_id').doUpdateSet({ muted_until: until, reason, created_at: now() }))
        .execute();
    },

    /** When the mute ends, or undefined when the player is not muted at `at`. */
    async mutedUntil(playerId: number, at: number): Promise<number | undefined> {
      const row = await db
        .selectFrom('chat_mutes')
        .select('muted_until')
        .where('player_id', '=', playerId)
        .where('muted_until', '>', at)
        .executeTakeFirst();
      return row && Number(row.muted_until);
    },
  };
}

export type MutesRepository = ReturnType<typeof mutesRepository>;
