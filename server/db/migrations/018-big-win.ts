/**
 * 018: a player's big-win promotion setting (issue 12, chat §7 12120 / 12130). One row per
 * player who ever set it; no row means the default (open, src/protocol/big-win.ts). `status` is
 * the spec's value: 1 open, 2 closed.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('big_win_promotions')
    .addColumn('player_id', 'integer', (c) => c.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (1, 2)`))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('big_win_promotions').ifExists().execute();
}
