/**
 * 028: vault unlocks (issue 40 item 4; docs/decisions/327-vault-unlock.md).
 * `redeem_codes.owner_id`: the one player who may redeem the code (NULL: anyone the code's other
 *   rules let in, as before). No foreign key: SQLite cannot drop a column that carries one, and
 *   players are never deleted.
 * `vault_unlocks`: one row per game round that unlocked a vault — UNIQUE round_id, so a retried
 *   round hook finds the first unlock instead of minting again — with its owner, the code it
 *   minted (written in the same transaction as the code) and the gold the code pays.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('redeem_codes').addColumn('owner_id', 'integer').execute();
  await db.schema
    .createTable('vault_unlocks')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('round_id', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique().references('redeem_codes.code').onDelete('cascade'))
    .addColumn('gold', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('vault_unlocks').ifExists().execute();
  await db.schema.alterTable('redeem_codes').dropColumn('owner_id').execute();
}
