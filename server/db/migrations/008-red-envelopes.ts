/**
 * 008: red envelopes (issue 10). An envelope row holds the totals and a claim counter; its
 * shares are split at creation (one row each, `seq` 1..quantity) so a receive is one locked
 * counter step that takes share `seq = claimed`. A share's player is unique per envelope (one
 * receive per player). `red_envelope_senders` lists the players allowed to create envelopes
 * (the server permission; absent = not allowed, chat §8 200230).
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('red_envelopes')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('creator_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(40)', (c) => c.notNull())
    .addColumn('content', 'varchar(200)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('method', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('red_envelopes_client').unique().on('red_envelopes').columns(['creator_id', 'client_id']).execute();
  await db.schema.createIndex('red_envelopes_open_expiry').on('red_envelopes').columns(['status', 'expires_at']).execute();

  await db.schema
    .createTable('red_envelope_shares')
    .addColumn('envelope_id', 'integer', (c) => c.notNull().references('red_envelopes.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('player_id', 'integer', (c) => c.references('players.id').onDelete('set null'))
    .addColumn('claimed_at', 'bigint')
    .addPrimaryKeyConstraint('red_envelope_shares_pk', ['envelope_id', 'seq'])
    .execute();
  // NULLs are distinct in a unique index on both engines: unclaimed shares do not collide.
  await db.schema.createIndex('red_envelope_shares_player').unique().on('red_envelope_shares').columns(['envelope_id', 'player_id']).execute();

  await db.schema
    .createTable('red_envelope_senders')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('red_envelope_senders').ifExists().execute();
  await db.schema.dropTable('red_envelope_shares').ifExists().execute();
  await db.schema.dropTable('red_envelopes').ifExists().execute();
}
