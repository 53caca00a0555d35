import type { Db } from '../schema';
import { PlayerStatus } from './players';

export interface TokenRecord {
  token_hash: string;
  player_id: number;
  provider: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Stores session tokens by hash; the token itself is only ever held by the client. */
export function tokensRepository(db: Db) {
  return {
    async insert(record: Omit<TokenRecord, 'revoked_at'>): Promise<void> {
      await db.insertInto('tokens').values({ ...record, revoked_at: null }).execute();
    },

    async find(tokenHash: string): Promise<TokenRecord | undefined> {
      const row = await db.selectFrom('tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
      return row && { ...row, created_at: Number(row.created_at), expires_at: Number(row.expires_at) };
    },

    /** The revoked ones among `tokenHashes`, with whether their player signed in again since. */
    async revokedAmong(tokenHashes: readonly string[]): Promise<{ token_hash: string; signed_in_since: boolean }[]> {
      if (tokenHashes.length === 0) return [];
      const rows = await db
        .selectFrom('tokens as t')
        .select((eb) => [
          't.token_hash',
          eb
            .exists(
              eb
                .selectFrom('tokens as later')
                .select('later.token_hash')
                .whereRef('later.player_id', '=', 't.player_id')
                .whereRef('later.created_at', '>=', 't.revoked_at')
                .whereRef('later.token_hash', '!=', 't.token_hash'),
            )
            .as('signed_in_since'),
        ])
        .where('t.token_hash', 'in', tokenHashes)
        .where('t.revoked_at', 'is not', null)
        .execute();
      return rows.map((r) => ({ token_hash: r.token_hash, signed_in_since: Boolean(r.signed_in_since) }));
    },

    /** The live ones among `tokenHashes` whose player is suspended (their sockets must end with 100014). */
    async suspendedAmong(tokenHashes: readonly string[]): Promise<string[]> {
      if (tokenHashes.length === 0) return [];
      const rows = await db
        .selectFrom('tokens as t')
        .innerJoin('players as p', 'p.id', 't.player_id')
        .select('t.token_hash')
        .where('t.token_hash', 'in', tokenHashes)
        .where('t.revoked_at', 'is', null)
        .where('p.status', '=', PlayerStatus.Suspended)
        .execute();
      return rows.map((r) => r.token_hash);
    },

    async revoke(tokenHash: string, at: number): Promise<boolean> {
      const r = await db
        .updateTable('tokens')
        .set({ revoked_at: at })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Revokes every live token of a player; returns the hashes so their sockets can be told. */
    async revokeAllOf(playerId: number, at: number): Promise<string[]> {
      const rows = await db
        .updateTable('tokens')
        .set({ revoked_at: at })
        .where('player_id', '=', playerId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('token_hash')
        .execute();
      return rows.map((r) => r.token_hash);
    },

    /** Housekeeping: expired or revoked rows older than `before`. */
    async prune(before: number): Promise<number> {
      const r = await db
        .deleteFrom('tokens')
        .where((eb) => eb.or([eb('expires_at', '<', before), eb('revoked_at', '<', before)]))
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}

export type TokensRepository = ReturnType<typeof tokensRepository>;
