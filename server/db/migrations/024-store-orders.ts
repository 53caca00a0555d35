/**
 * 024: store orders (issue 13 items 1–2; docs/protocol-store.md). One row per order a player
 * placed: `id` `SO…`, the goods as sold at that moment (items JSON, TWD amount, VIP points), the
 * payment group / MyCard method / provider, `status` pending → paid | failed (changed only by a
 * conditional UPDATE `status = 'pending'`, the paid one inside the wallet transaction that
 * credits the goods under the reference `store-order:<id>:<player>:0`), the client's
 * `request_id` (unique per player: a retried create answers the same order), the pay page's
 * `pay_key`, the provider's transaction id and the times.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('store_orders')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('players.id').onDelete('cascade'))
    .addColumn('site_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('goods_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('pay_group', 'varchar(20)', (c) => c.notNull())
    .addColumn('method', 'varchar(20)')
    .addColumn('provider', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_twd', 'integer', (c) => c.notNull().check(sql`amount_twd > 0`))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('points', 'bigint', (c) => c.notNull().check(sql`points >= 0`))
    .addColumn('status', 'varchar(8)', (c) => c.notNull().check(sql`status in ('pending', 'paid', 'failed')`))
    .addColumn('request_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('pay_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider_txn', 'varchar(100)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('store_orders_request').unique().on('store_orders').columns(['player_id', 'request_id']).execute();
  await db.schema.createIndex('store_orders_player_time').on('store_orders').columns(['player_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('store_orders').ifExists().execute();
}
