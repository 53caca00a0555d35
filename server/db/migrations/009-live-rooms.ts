/**
 * 009: live rooms (issue 10). `live_rooms` holds each room (title, anchor, stream URL,
 * open or closed, its place in the list). `live_room_members` holds one row per
 * socket in a room: sockets of one room may sit on different lobby processes, so the
 * membership lives in the database and every process counts the same rows. A row names
 * its process, so a process that starts again (or a QA reset) clears what a dead one left.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_rooms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('anchor_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('stream_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('is_open', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('live_room_members')
    .addColumn('socket_id', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('process_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('room_id', 'integer', (c) => c.notNull().references('live_rooms.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_room_members_room').on('live_room_members').columns(['room_id', 'joined_at']).execute();
  await db.schema.createIndex('live_room_members_process').on('live_room_members').column('process_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('live_room_members').ifExists().execute();
  await db.schema.dropTable('live_rooms').ifExists().execute();
}
