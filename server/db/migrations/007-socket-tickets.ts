/**
 * 007: socket tickets (issue 8 item 4). The web server trades the session's lobby token for a
 * short-lived, single-use ticket that the page's socket sends in its init frame, so page
 * scripts never hold the token. Tickets live in the database, not in one process's memory:
 * the socket that consumes a ticket may be served by another lobby process than the one that
 * minted it. Only the ticket's SHA-256 is stored; a row is deleted when it is used (the
 * consume is that DELETE) and expired rows are pruned, by expiry time (indexed).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('socket_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
    // Pruning a token (tokens.prune) takes its tickets with it.
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().references('tokens.token_hash').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('socket_tickets_expiry').on('socket_tickets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('socket_tickets_expiry').ifExists().execute();
  await db.schema.dropTable('socket_tickets').ifExists().execute();
}
