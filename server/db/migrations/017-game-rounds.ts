/**
 * 017: games (issue 12). `game_tickets`: the one-time ticket of a game window's URL (only its
 * SHA-256; deleted when used, like socket tickets). `game_sessions`: what a window trades its
 * ticket for, kept for the window's life (SHA-256 again). Both hang on the lobby token, so a
 * sign-out or a second sign-in (the token's row goes) ends the window's session too.
 * `game_rounds`: every demo-slot spin, for replay: unique (player, spin_id) is the window's
 * retry key; `replay_key` is the unguessable name of the replay page; `honor_id` links the
 * honor record written for the round (AchID of chat §7). `slot_forced`: QA's queue of a
 * player's next outcomes.
 */
import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = isPostgres ? 'serial' : 'integer';
  const player = (c: ColumnDefinitionBuilder) => c.notNull().references('players.id').onDelete('cascade');
  const token = (c: ColumnDefinitionBuilder) => c.notNull().references('tokens.token_hash').onDelete('cascade');

  for (const table of ['game_tickets', 'game_sessions'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('secret_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('token_hash', 'varchar(64)', token)
      .addColumn('player_id', 'integer', player)
      .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex(`${table}_expiry`).on(table).column('expires_at').execute();
  }

  await db.schema
    .createTable('game_rounds')
    .addColumn('id', id, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('player_id', 'integer', player)
    .addColumn('game_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('spin_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('bet', 'bigint', (c) => c.notNull())
    .addColumn('win', 'bigint', (c) => c.notNull())
    /** JSON: rows of symbol indexes. */
    .addColumn('reels', 'text', (c) => c.notNull())
    /** JSON: the paying line indexes. */
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('replay_key', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('honor_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('game_rounds_spin', ['player_id', 'spin_id'])
    .execute();
  await db.schema.createIndex('game_rounds_honor').on('game_rounds').column('honor_id').execute();

  await db.schema
    .createTable('slot_forced')
    .addColumn('id', id, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('player_id', 'integer', player)
    /** JSON: `{grid}` or `{multiplier}` (server/games/demo-slot/outcome.ts ForcedOutcome). */
    .addColumn('outcome', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slot_forced_player').on('slot_forced').columns(['player_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['slot_forced', 'game_rounds', 'game_sessions', 'game_tickets']) await db.schema.dropTable(t).ifExists().execute();
}
