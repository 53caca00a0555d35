/**
 * 026: email binding and the e-invoice preference (issue 13 item 3; docs/protocol-invoice.md).
 * `player_emails`: one bound address per player (lower-cased), UNIQUE so an address has one
 *   owner even if two binds race past the per-address lock.
 * `email_requests`: every email check that names an address and every bind attempt, with the
 *   client address, so the abuse limit (`emailRequestsPerAddressPerHour`) is a row count.
 * `invoice_preferences`: the player's carrier type (1 member, 2 mobile barcode, 3 citizen
 *   certificate, 4 donation) and its code (NULL for member: the bound email is read live).
 * `invoice_mof_carriers`: the mobile barcodes and certificates QA registered with the
 *   simulated Ministry of Finance (kind 'mobile' | 'certificate').
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('player_emails')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('bound_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('email_requests')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('client_address', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_requests_address_time').on('email_requests').columns(['client_address', 'created_at']).execute();
  await db.schema
    .createTable('invoice_preferences')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('carrier_type', 'integer', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('invoice_mof_carriers')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('carrier', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_mof_carriers_pk', ['kind', 'carrier'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoice_mof_carriers', 'invoice_preferences', 'email_requests', 'player_emails']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
