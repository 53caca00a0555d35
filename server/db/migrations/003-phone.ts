/**
 * 003: phone sign-in tickets, phone binds and their one-time bonus, accounts waiting for
 * their registration-success modal, and the identities of the built-in QA/demo OpenID
 * provider. SMS codes themselves live in 001's `sms_codes`.
 */
import type { Kysely } from 'kysely';

const TABLES = ['oidc_identities', 'pending_welcomes', 'phone_binds', 'phone_tickets'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Proof that a phone passed SMS verification; the token itself is never stored.
  await db.schema
    .createTable('phone_tickets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    // Set by the one sign-in allowed to create an account with this ticket.
    .addColumn('create_claimed_at', 'bigint')
    .execute();

  // A player binds one phone once; the bonus is paid when bonus_paid_at goes from null.
  await db.schema
    .createTable('phone_binds')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('bound_at', 'bigint', (c) => c.notNull())
    .addColumn('bonus_paid_at', 'bigint')
    .addColumn('bonus_amount', 'bigint')
    .execute();

  // Accounts created before their first sign-in (LIFF's third_part/info): that sign-in
  // answers RegistSituation 1 and removes the row.
  await db.schema
    .createTable('pending_welcomes')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  // Who a tester or demo visitor said they were on the built-in identity provider.
  await db.schema
    .createTable('oidc_identities')
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('oidc_identities_pk', ['provider', 'subject'])
    .execute();

  // Bind codes are counted per player per day (200035).
  await db.schema.createIndex('sms_codes_player_time').on('sms_codes').columns(['player_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sms_codes_player_time').ifExists().execute();
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
