/**
 * 022: ban records (issue 12 item 5). One row per suspension of a player
 * (POST /api/v1/player/suspend): when it began, its reason category (the ban list shows it),
 * the operator's note (never shown) and when it was lifted (null while in force). The ban
 * list reads them newest first, optionally for one player.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('ban_records')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema.createIndex('ban_records_started').on('ban_records').columns(['started_at', 'id']).execute();
  await db.schema.createIndex('ban_records_player').on('ban_records').columns(['player_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ban_records').ifExists().execute();
}
