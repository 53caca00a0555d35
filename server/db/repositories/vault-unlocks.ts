/**
 * Vault unlocks (migration 028): one row per game round that unlocked a vault, written in the
 * transaction that mints its code. `insert` answers undefined when the round has one already
 * (UNIQUE round_id): on PostgreSQL a racing second insert waits for the first to commit, then
 * does nothing.
 */
import type { Generated } from 'kysely';
import type { Db } from '../schema';

interface VaultUnlocksTable {
  id: Generated<number>;
  round_id: string;
  player_id: number;
  game_code: string;
  code: string;
  gold: number;
  created_at: number;
}

export interface VaultUnlockRow {
  id: number;
  roundId: string;
  playerId: number;
  gameCode: string;
  /** The redeem code it minted (redeem_codes.code, owned by the player). */
  code: string;
  /** Gold the code pays. */
  gold: number;
  createdAt: number;
}

type Stored = { id: number; round_id: string; player_id: number; game_code: string; code: string; gold: number | string; created_at: number | string };

const toRow = (r: Stored): VaultUnlockRow => ({
  id: Number(r.id),
  roundId: r.round_id,
  playerId: Number(r.player_id),
  gameCode: r.game_code,
  code: r.code,
  gold: Number(r.gold),
  createdAt: Number(r.created_at),
});

export function vaultUnlocksRepository(db: Db) {
  const q = db.withTables<{ vault_unlocks: VaultUnlocksTable }>();
  return {
    async byRound(roundId: string): Promise<VaultUnlockRow | undefined> {
      const r = await q.selectFrom('vault_unlocks').selectAll().where('round_id', '=', roundId).executeTakeFirst();
      return r && toRow(r);
    },

    /** The unlocks of a player, newest first. */
    async ofPlayer(playerId: number): Promise<VaultUnlockRow[]> {
      const rows = await q.selectFrom('vault_unlocks').selectAll().where('player_id', '=', playerId).orderBy('id', 'desc').execute();
      return rows.map(toRow);
    },

    /** Records an unlock; undefined when its round has one already. */
    async insert(v: Omit<VaultUnlockRow, 'id'>): Promise<VaultUnlockRow | undefined> {
      const r = await q
        .insertInto('vault_unlocks')
        .values({ round_id: v.roundId, player_id: v.playerId, game_code: v.gameCode, code: v.code, gold: v.gold, created_at: v.createdAt })
        .onConflict((oc) => oc.column('round_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      return r && toRow(r);
    },
  };
}
