/**
 * 027: the live sites each room shows on (chat §9: live sites dbj, qbj, bj188, qjwl, jwl77; a
 * brand sees the rooms of its own sites only), comma-separated. Rooms made before show on every
 * live site, as they did.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('live_rooms')
    .addColumn('sites', 'varchar(128)', (c) => c.notNull().defaultTo('dbj,qbj,bj188,qjwl,jwl77'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('live_rooms').dropColumn('sites').execute();
}
