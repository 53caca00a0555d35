/**
 * The queries account linking and suspension need beyond the players and tokens repositories:
 * a player's linked provider identities, a strict insert of one (no upsert: the unique indexes
 * decide races), and the live sessions of a player.
 */
import type { Db } from '../schema';

/** True for the error a unique index or primary key raises, on SQLite and PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export function accountLinksRepository(db: Db) {
  return {
    /** The player's identities of `tpTypes`, with when each was linked. */
    async identitiesOf(playerId: number, tpTypes: readonly number[]): Promise<{ tpType: number; tpId: string; linkedAt: number }[]> {
      const rows = await db
        .selectFrom('player_identities')
        .select(['tp_type', 'tp_id', 'created_at'])
        .where('player_id', '=', playerId)
        .where('tp_type', 'in', [...tpTypes])
        .execute();
      return rows.map((r) => ({ tpType: r.tp_type, tpId: r.tp_id, linkedAt: Number(r.created_at) }));
    },

    /** Inserts the identity; throws a unique violation when the account or the identity is taken. */
    async insertIdentity(playerId: number, tpType: number, tpId: string, at: number): Promise<void> {
      await db.insertInto('player_identities').values({ player_id: playerId, tp_type: tpType, tp_id: tpId, created_at: at }).execute();
    },

    /** Hashes of the player's sessions that still work (not revoked, not expired). */
    async liveTokenHashes(playerId: number, at: number): Promise<string[]> {
      const rows = await db
        .selectFrom('tokens')
        .select('token_hash')
        .where('player_id', '=', playerId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .execute();
      return rows.map((r) => r.token_hash);
    },
  };
}

export type AccountLinksRepository = ReturnType<typeof accountLinksRepository>;
