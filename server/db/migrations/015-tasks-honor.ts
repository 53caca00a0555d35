/**
 * 015: honor records and task progress (issue 11).
 * `honor_records`: one big win at holy-moly level or above; `pinned` 1 pinned, 2 not (the
 * spec's values). The list keeps every pinned record and the latest 10 unpinned ones; older
 * unpinned rows are pruned when a record is added.
 * `task_progress`: a player's progress on one task in one period (the period's start, epoch
 * ms): the row of a new period starts at 0, so a reset needs no job. `claimed_at` is set once,
 * by the conditional UPDATE inside the wallet transaction that pays the reward.
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('honor_records')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('game_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('win', 'bigint', (c) => c.notNull())
    .addColumn('bet', 'bigint', (c) => c.notNull())
    .addColumn('pinned', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('honor_records_player').on('honor_records').columns(['player_id', 'pinned', 'id']).execute();

  await db.schema
    .createTable('task_progress')
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('task_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('progress', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'bigint')
    .addPrimaryKeyConstraint('task_progress_pk', ['player_id', 'task_id', 'period_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_progress').ifExists().execute();
  await db.schema.dropTable('honor_records').ifExists().execute();
}
