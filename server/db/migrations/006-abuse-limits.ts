/**
 * 006: what the abuse limits count (issue 8). Every SMS code remembers the client address
 * that asked for it, and every guest sign-up is logged with its address, so the per-address
 * and global limits are row counts inside the transaction that records the send or the
 * sign-up (server/http/abuse-limits.ts). Both tables are indexed by time for the global
 * count and by (address, time) for the per-address count.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Codes issued before this migration have no address (NULL): never counted per address.
  await db.schema.alterTable('sms_codes').addColumn('client_address', 'varchar(64)').execute();
  await db.schema.createIndex('sms_codes_address_time').on('sms_codes').columns(['client_address', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_time').on('sms_codes').column('created_at').execute();

  // Migrations stay frozen, so each carries its own id column choice (as 001 and 002 do).
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('guest_sign_ups')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('client_address', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('guest_sign_ups_address_time').on('guest_sign_ups').columns(['client_address', 'created_at']).execute();
  await db.schema.createIndex('guest_sign_ups_time').on('guest_sign_ups').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guest_sign_ups').ifExists().execute();
  for (const index of ['sms_codes_time', 'sms_codes_address_time']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.alterTable('sms_codes').dropColumn('client_address').execute();
}

