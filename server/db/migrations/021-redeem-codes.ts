/**
 * 021: redeem codes (POST /api/v1/coupon/receive; docs/protocol-rewards.md).
 * `redeem_codes`: a minted code (upper case), its items (JSON item id → amount), its total
 * uses and how many are taken (`used` only grows by a conditional UPDATE `used < max_uses`
 * inside the paying transaction, so a race never passes the limit), an optional brand
 * (`site_id`) and expiry.
 * `redeem_uses`: one row per code and player, written with the payment.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('redeem_codes')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('site_id', 'varchar(32)')
    .addColumn('expires_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('redeem_uses')
    .addColumn('code', 'varchar(32)', (c) => c.notNull().references('redeem_codes.code').onDelete('cascade'))
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('used_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('redeem_uses_pk', ['code', 'player_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('redeem_uses').ifExists().execute();
  await db.schema.dropTable('redeem_codes').ifExists().execute();
}
