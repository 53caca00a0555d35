/**
 * 002: what chat needs beyond the first schema — alliance and reply metadata on messages,
 * an index for the per-player rate limit, alliances, chat mutes, and one row per private
 * conversation and side (so the room list is a keyed read, not a scan of all messages).
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

function idColumn(db: Kysely<unknown>): ['integer' | 'serial', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return pg ? ['serial', (c) => c.primaryKey()] : ['integer', (c) => c.primaryKey().autoIncrement()];
}

const MESSAGE_COLUMNS = ['club_name', 'alliance_id', 'auto_reply', 'params'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const [idType, idDef] = idColumn(db);
  const playerRef = (c: ColumnDefinitionBuilder) => c.notNull().references('players.id').onDelete('cascade');

  // One ALTER per column: SQLite accepts a single ADD COLUMN per statement.
  await db.schema.alterTable('chat_messages').addColumn('club_name', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('chat_messages').addColumn('alliance_id', 'integer').execute();
  // JSON text: AutoReply (array of strings) and Params (special message parameters).
  await db.schema.alterTable('chat_messages').addColumn('auto_reply', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('chat_messages').addColumn('params', 'text', (c) => c.notNull().defaultTo('')).execute();
  // The rate limit counts a sender's messages in the last minute.
  await db.schema.createIndex('chat_messages_sender_time').on('chat_messages').columns(['sender_id', 'created_at']).execute();

  await db.schema
    .createTable('alliances')
    .addColumn('id', idType, idDef)
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_mutes')
    .addColumn('player_id', 'integer', (c) => playerRef(c).primaryKey())
    .addColumn('muted_until', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_private_rooms')
    .addColumn('player_id', 'integer', playerRef)
    .addColumn('other_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('channel_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_private_rooms_pk', ['player_id', 'other_id'])
    .execute();
  await db.schema.createIndex('chat_private_rooms_recent').on('chat_private_rooms').columns(['player_id', 'last_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_private_rooms').ifExists().execute();
  await db.schema.dropTable('chat_mutes').ifExists().execute();
  await db.schema.dropTable('alliances').ifExists().execute();
  await db.schema.dropIndex('chat_messages_sender_time').ifExists().execute();
  for (const column of MESSAGE_COLUMNS) await db.schema.alterTable('chat_messages').dropColumn(column).execute();
}
