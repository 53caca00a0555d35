/**
 * 025: the club menu (issue 13 item 4; docs/protocol-club.md). Adds to `clubs` (001) a
 * description and a capacity; `club_applications` (applications and invitations, one pending
 * row per club and player), `club_cooldowns` (the re-apply countdown, 100017), `club_daily_counts`
 * (group messages per club and Taipei day) and `club_exchanges` (exchange records). A partial
 * unique index allows one leader (role 1) per club, so no race can ever make two.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clubs').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('clubs').addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(50)).execute();
  await db.schema.createIndex('club_members_one_leader').on('club_members').column('club_id').unique().where(sql.ref('role'), '=', 1).execute();

  const isPg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('club_applications')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    // 1 application (the player asked), 2 invitation (the club asked).
    .addColumn('kind', 'integer', (c) => c.notNull())
    // 1 pending, 2 accepted, 3 rejected, 4 void (the player joined elsewhere, the club was full…).
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('inviter_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .execute();
  await db.schema.createIndex('club_applications_pending').on('club_applications').columns(['club_id', 'player_id', 'kind']).unique().where(sql.ref('status'), '=', 1).execute();
  await db.schema.createIndex('club_applications_player').on('club_applications').columns(['player_id', 'status']).execute();

  await db.schema
    .createTable('club_cooldowns')
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    // 0: any club (after leaving or being kicked); otherwise the club that rejected.
    .addColumn('club_id', 'integer', (c) => c.notNull())
    .addColumn('until_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('club_cooldowns_pk', ['player_id', 'club_id'])
    .execute();

  await db.schema
    .createTable('club_daily_counts')
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('club_daily_counts_pk', ['club_id', 'kind', 'day_start'])
    .execute();

  await db.schema
    .createTable('club_exchanges')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('clubs.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    // ClubExchangeKind: 1 gems to gold, 2 gold to gems.
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('gold', 'bigint', (c) => c.notNull())
    .addColumn('gems', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('club_exchanges_club_time').on('club_exchanges').columns(['club_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['club_exchanges', 'club_daily_counts', 'club_cooldowns', 'club_applications']) await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('club_members_one_leader').execute();
  await db.schema.alterTable('clubs').dropColumn('capacity').execute();
  await db.schema.alterTable('clubs').dropColumn('description').execute();
}
