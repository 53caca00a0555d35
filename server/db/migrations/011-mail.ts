/**
 * 011: in-app mail (issue 11). One row per mail and recipient. `sender_id` is null for the
 * system; `sender_name` is the name when it was sent. `items` is the attachment as JSON
 * (item id → amount). `collected_at` is set once, by the conditional UPDATE that also credits
 * the items through the wallet in the same transaction; `deleted_at` hides a mail (kept for the
 * record). `dedupe_key` makes a one-off mail (the demo welcome, a QA ClientID) exist once.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('mails')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) => c.references('players.id').onDelete('set null'))
    .addColumn('sender_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title', 'varchar(80)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('items', 'varchar(1000)', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(80)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('collected_at', 'bigint')
    .addColumn('deleted_at', 'bigint')
    .execute();
  await db.schema.createIndex('mails_player_list').on('mails').columns(['player_id', 'deleted_at', 'id']).execute();
  // NULLs are distinct in a unique index on both engines: mails without a key never collide.
  await db.schema.createIndex('mails_dedupe').unique().on('mails').columns(['player_id', 'dedupe_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mails').ifExists().execute();
}
