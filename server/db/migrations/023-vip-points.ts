/**
 * 023: VIP points (issue 12 item 4). `players.vip_points` counts a player's lifetime points
 * (one per gold bet in games; later also payments): a bigint, exact as a JavaScript number up
 * to 2^53 on both engines (server/db/database.ts). `vip_level` (001) stays the tier shown
 * everywhere; server/vip raises it from the points and never lowers it.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('players')
    .addColumn('vip_points', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`vip_points >= 0`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').dropColumn('vip_points').execute();
}
