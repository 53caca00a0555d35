/**
 * 005: a chat message remembers the client id its sender gave it, and a (sender, client id)
 * pair is stored once. A client resends what the server has not acknowledged after a
 * reconnect; the unique index makes that resend find the first row instead of doubling it.
 * Rows without a client id (system messages, older clients) keep NULL, which a unique index
 * never counts as a duplicate, on SQLite and PostgreSQL alike.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_messages').addColumn('client_id', 'varchar(64)').execute();
  await db.schema
    .createIndex('chat_messages_sender_client_id')
    .on('chat_messages')
    .columns(['sender_id', 'client_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_messages_sender_client_id').execute();
  await db.schema.alterTable('chat_messages').dropColumn('client_id').execute();
}
