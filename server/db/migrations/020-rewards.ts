/**
 * 020: reward pages (issue 12 item 5; docs/protocol-rewards.md).
 * `sevenday_claims`: one row per player and Taipei day claimed, with the cycle day it paid
 * (1…7); written inside the wallet transaction that pays it (reference `sevenday:<date>:<player>:0`),
 * so the primary key and the reference both stand between a race and a second payment.
 * `fire_wheel_spins`: one row per player and period (the Taipei day's start) with the segment
 * the server chose; written with the payment.
 * `fire_wheel_forced`: QA's next segment for a player (0 = any player), taken by the next spin.
 * The special reward needs no table: its wallet reference is the "claimed" mark.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sevenday_claims')
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('day_start', 'bigint', (c) => c.notNull())
    .addColumn('cycle_day', 'integer', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('sevenday_claims_pk', ['player_id', 'day_start'])
    .execute();
  await db.schema
    .createTable('fire_wheel_spins')
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('segment', 'integer', (c) => c.notNull())
    .addColumn('spun_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('fire_wheel_spins_pk', ['player_id', 'period_start'])
    .execute();
  await db.schema
    .createTable('fire_wheel_forced')
    .addColumn('player_id', 'integer', (c) => c.primaryKey())
    .addColumn('segment', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fire_wheel_forced').ifExists().execute();
  await db.schema.dropTable('fire_wheel_spins').ifExists().execute();
  await db.schema.dropTable('sevenday_claims').ifExists().execute();
}
