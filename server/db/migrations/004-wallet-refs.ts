/**
 * 004: the wallet service's idempotency references. One row per applied wallet operation
 * (kind:id:player:item), written in the same transaction as its balance changes and ledger
 * rows, holding the operation's first result so a replay answers it unchanged.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('wallet_refs')
    // The primary key is the uniqueness that makes a replay change nothing.
    .addColumn('ref', 'varchar(200)', (c) => c.primaryKey())
    // JSON of the WalletOutcome; null only between the claim and the end of its transaction.
    .addColumn('result', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_refs').ifExists().execute();
}
