/**
 * 001: the whole first schema — accounts, sessions, wallet and ledger, clubs, relations,
 * announcements, chat channels and messages, game catalogue, SMS codes. Tables for later
 * features (phone sign-in, bind, chat sends) are here so their handlers need no migration.
 */
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Auto-increment is spelled differently per dialect; everything else is portable.
function idColumn(db: Kysely<unknown>): ['integer' | 'serial', (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return pg ? ['serial', (c) => c.primaryKey()] : ['integer', (c) => c.primaryKey().autoIncrement()];
}

const TABLES = [
  'app_meta',
  'sms_outbox',
  'sms_codes',
  'games',
  'chat_reads',
  'chat_messages',
  'chat_channels',
  'announcements',
  'relationships',
  'club_members',
  'clubs',
  'ledger',
  'bag_items',
  'tokens',
  'player_identities',
  'players',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const [idType, idDef] = idColumn(db);
  const playerRef = (c: ColumnDefinitionBuilder) => c.notNull().references('players.id').onDelete('cascade');

  await db.schema
    .createTable('players')
    .addColumn('id', idType, idDef)
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('vip_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pic_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('picture_setting', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('information', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider', 'integer', (c) => c.notNull())
    .addColumn('phone', 'varchar(16)')
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('lang', 'varchar(16)', (c) => c.notNull().defaultTo('zh_tw'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('rename_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('regist_time', 'bigint', (c) => c.notNull())
    .addColumn('last_login_time', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('players_phone').on('players').column('phone').execute();
  await db.schema.createIndex('players_name').on('players').column('name').execute();

  await db.schema
    .createTable('player_identities')
    .addColumn('player_id', 'integer', playerRef)
    .addColumn('tp_type', 'integer', (c) => c.notNull())
    .addColumn('tp_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_identities_pk', ['player_id', 'tp_type'])
    .execute();
  // Not unique: one phone may be bound to up to 5 accounts (account spec §9).
  await db.schema.createIndex('player_identities_lookup').on('player_identities').columns(['tp_type', 'tp_id']).execute();

  await db.schema
    .createTable('tokens')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', playerRef)
    .addColumn('provider', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('tokens_player').on('tokens').column('player_id').execute();

  await db.schema
    .createTable('bag_items')
    .addColumn('player_id', 'integer', playerRef)
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('bag_items_pk', ['player_id', 'item_id'])
    // The last line of defence against overdraft, whatever the code above does.
    .addCheckConstraint('bag_items_non_negative', sql`amount >= 0`)
    .execute();

  await db.schema
    .createTable('ledger')
    .addColumn('id', idType, idDef)
    .addColumn('player_id', 'integer', playerRef)
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('delta', 'bigint', (c) => c.notNull())
    .addColumn('before_amount', 'bigint', (c) => c.notNull())
    .addColumn('after_amount', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_player_item_time').on('ledger').columns(['player_id', 'item_id', 'created_at']).execute();

  await db.schema
    .createTable('clubs')
    .addColumn('id', idType, idDef)
    .addColumn('name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('leader_id', 'integer', (c) => c.references('players.id').onDelete('set null'))
    .addColumn('pic_path', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pic_default_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('chat_enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('alliance_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('club_members')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    // A player belongs to at most one club.
    .addColumn('player_id', 'integer', (c) => c.notNull().primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('role', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_members_club').on('club_members').column('club_id').execute();

  await db.schema
    .createTable('relationships')
    .addColumn('player_id', 'integer', playerRef)
    .addColumn('target_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('relationships_pk', ['player_id', 'target_id'])
    .execute();

  await db.schema
    .createTable('announcements')
    .addColumn('id', idType, idDef)
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_channels')
    .addColumn('channel_type', 'integer', (c) => c.notNull())
    .addColumn('channel_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_channels_pk', ['channel_type', 'channel_key'])
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', idType, idDef)
    .addColumn('channel_type', 'integer', (c) => c.notNull())
    .addColumn('channel_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.references('players.id').onDelete('set null'))
    .addColumn('sender_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recipient_id', 'integer', (c) => c.references('players.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('original_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reply_id', 'integer')
    .addColumn('flag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('color_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_channel_seq', ['channel_type', 'channel_key', 'seq'])
    .execute();
  await db.schema.createIndex('chat_messages_recipient').on('chat_messages').columns(['recipient_id', 'channel_type']).execute();

  await db.schema
    .createTable('chat_reads')
    .addColumn('player_id', 'integer', playerRef)
    .addColumn('channel_type', 'integer', (c) => c.notNull())
    .addColumn('channel_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('last_read_seq', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_reads_pk', ['player_id', 'channel_type', 'channel_key'])
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('game_code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name_zh_tw', 'text', (c) => c.notNull())
    .addColumn('name_en_us', 'text', (c) => c.notNull())
    .addColumn('banner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', idType, idDef)
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('device_id', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('player_id', 'integer', (c) => c.references('players.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('sms_codes_phone_time').on('sms_codes').columns(['phone', 'created_at']).execute();
  await db.schema.createIndex('sms_codes_device_time').on('sms_codes').columns(['device_id', 'created_at']).execute();

  await db.schema
    .createTable('sms_outbox')
    .addColumn('id', idType, idDef)
    .addColumn('phone', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(8)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_outbox_phone').on('sms_outbox').columns(['phone', 'id']).execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
