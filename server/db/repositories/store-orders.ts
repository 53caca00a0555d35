/**
 * Store orders (migration 024). A status changes only by a conditional UPDATE from 'pending',
 * so of a paid and a failed callback racing, or of ten paid ones, exactly one moves the order:
 * on PostgreSQL the row lock makes the others wait and re-check; SQLite has one writer. The
 * paid update runs inside the wallet transaction that credits the goods.
 */
import type { Db, StoreOrdersTable, StoreTables } from '../schema';

export interface StoreOrderRow {
  id: string;
  playerId: number;
  siteId: string;
  goodsId: string;
  goodsName: string;
  group: string;
  method: string | null;
  provider: string;
  amountTwd: number;
  items: Record<string, number>;
  points: number;
  status: StoreOrdersTable['status'];
  requestId: string;
  payKey: string;
  providerTxn: string | null;
  createdAt: number;
  closedAt: number | null;
}

function toRow(r: StoreOrdersTable): StoreOrderRow {
  return {
    id: r.id,
    playerId: r.player_id,
    siteId: r.site_id,
    goodsId: r.goods_id,
    goodsName: r.goods_name,
    group: r.pay_group,
    method: r.method,
    provider: r.provider,
    amountTwd: Number(r.amount_twd),
    items: JSON.parse(r.items) as Record<string, number>,
    points: Number(r.points),
    status: r.status,
    requestId: r.request_id,
    payKey: r.pay_key,
    providerTxn: r.provider_txn,
    createdAt: Number(r.created_at),
    closedAt: r.closed_at === null ? null : Number(r.closed_at),
  };
}

export function storeOrdersRepository(db: Db) {
  const q = db.withTables<StoreTables>();

  return {
    /** Inserts a pending order; false when the player already used its request id. */
    async insert(o: Omit<StoreOrderRow, 'status' | 'providerTxn' | 'closedAt'>): Promise<boolean> {
      const r = await q
        .insertInto('store_orders')
        .values({
          id: o.id,
          player_id: o.playerId,
          site_id: o.siteId,
          goods_id: o.goodsId,
          goods_name: o.goodsName,
          pay_group: o.group,
          method: o.method,
          provider: o.provider,
          amount_twd: o.amountTwd,
          items: JSON.stringify(o.items),
          points: o.points,
          status: 'pending',
          request_id: o.requestId,
          pay_key: o.payKey,
          provider_txn: null,
          created_at: o.createdAt,
          closed_at: null,
        })
        .onConflict((oc) => oc.columns(['player_id', 'request_id']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async find(id: string): Promise<StoreOrderRow | undefined> {
      const r = await q.selectFrom('store_orders').selectAll().where('id', '=', id).executeTakeFirst();
      return r && toRow(r);
    },

    async byRequest(playerId: number, requestId: string): Promise<StoreOrderRow | undefined> {
      const r = await q.selectFrom('store_orders').selectAll().where('player_id', '=', playerId).where('request_id', '=', requestId).executeTakeFirst();
      return r && toRow(r);
    },

    async pendingCount(playerId: number): Promise<number> {
      const r = await q
        .selectFrom('store_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('player_id', '=', playerId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },

    /** A player's orders, newest first; `orderId` narrows to one. */
    async list(playerId: number, offset: number, limit: number, orderId?: string): Promise<{ rows: StoreOrderRow[]; total: number }> {
      let base = q.selectFrom('store_orders').where('player_id', '=', playerId);
      if (orderId !== undefined) base = base.where('id', '=', orderId);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows: rows.map(toRow), total: Number(total?.n ?? 0) };
    },

    /**
     * Closes the pending orders created at or before `cutoff` as failed with no provider
     * transaction (expired: nobody paid in time), of one player or one order; answers how many.
     */
    async expire(scope: { playerId: number } | { orderId: string }, cutoff: number, now: number): Promise<number> {
      let u = q.updateTable('store_orders').set({ status: 'failed', closed_at: now }).where('status', '=', 'pending').where('created_at', '<=', cutoff);
      u = 'playerId' in scope ? u.where('player_id', '=', scope.playerId) : u.where('id', '=', scope.orderId);
      const r = await u.executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** pending → paid|failed; false when the order was not pending any more. */
    async close(id: string, status: 'paid' | 'failed', providerTxn: string, now: number): Promise<boolean> {
      const r = await q
        .updateTable('store_orders')
        .set({ status, provider_txn: providerTxn, closed_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
