/**
 * 013: profile edit (issue 11 item 2). `players.last_rename_at` holds the server-clock time of
 * the last rename (one per 24 h, a conditional UPDATE keeps two tabs from both renaming).
 * `nickname_claims` holds each renamed player's nickname key (case folded); its primary key
 * is what makes two players renaming to one name at once end with exactly one winner.
 * `players_name_lower` serves the case-folded look-up of names that were never claimed.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('last_rename_at', 'bigint').execute();
  await db.schema
    .createTable('nickname_claims')
    .addColumn('name_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('nickname_claims_player').on('nickname_claims').column('player_id').execute();
  // Names of players who never renamed are matched case-folded: an expression index (both engines).
  await sql`create index players_name_lower on players (lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists players_name_lower`.execute(db);
  await db.schema.dropTable('nickname_claims').ifExists().execute();
  await db.schema.alterTable('players').dropColumn('last_rename_at').execute();
}
