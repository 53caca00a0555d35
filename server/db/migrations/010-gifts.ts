/**
 * 010: gifts (issue 10). `live_rooms.anchor_player_id` names the anchor's player account (a
 * live gift to ToID 0 goes there). `gifts` keeps one row per gift sent (live gift items or a
 * player gift of gold / gems, with its fee); (from_id, client_id) is unique so a retried send
 * finds its first gift. `gift_daily` counts, per player and Taipei day, what a player gifted,
 * how many gifts they claimed and their wrong gift-password entries: the limits are checked by
 * conditional updates of this row. `gift_passwords` holds the scrypt hash of each password.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('live_rooms').addColumn('anchor_player_id', 'integer').execute();
  await db.schema
    .createTable('gifts')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('from_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('to_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('client_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('room_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gifts_client').on('gifts').columns(['from_id', 'client_id']).unique().execute();
  await db.schema.createIndex('gifts_to').on('gifts').columns(['to_id', 'created_at']).execute();
  await db.schema
    .createTable('gift_daily')
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('day', 'bigint', (c) => c.notNull())
    .addColumn('sent_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong_entries', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('gift_daily_pk', ['player_id', 'day'])
    .execute();
  await db.schema
    .createTable('gift_passwords')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('gift_passwords').ifExists().execute();
  await db.schema.dropTable('gift_daily').ifExists().execute();
  await db.schema.dropTable('gifts').ifExists().execute();
  await db.schema.alterTable('live_rooms').dropColumn('anchor_player_id').execute();
}
