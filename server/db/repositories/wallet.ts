/**
 * Bag items, their ledger and the wallet's idempotency references. Every change is one
 * ledger row written in the same transaction as the balance, and a debit is one conditional
 * UPDATE (`amount >= n`), so concurrent debits cannot overdraw on SQLite or PostgreSQL alike
 * (on PostgreSQL the UPDATE row-locks the bag row until commit; no SELECT … FOR UPDATE needed).
 * Only the wallet service (server/wallet) calls the writers here.
 */
import { sql } from 'kysely';
import { ItemId } from '../../../src/protocol';
import type { Db } from '../schema';
import { inTransaction } from '../tx';
import { PlayerStatus } from './players';
import { inSiteScope, type SiteScope } from './site-scope';

export interface WalletChange {
  playerId: number;
  itemId: number;
  /** Positive whole number of units. */
  amount: number;
  /** Passbook "來源", e.g. 'new player gift', 'qa', 'gift'. */
  source: string;
  /** Passbook "項目" / free text. */
  reason: string;
}

export interface WalletEntry {
  ledgerId: number;
  before: number;
  after: number;
}

export class InsufficientBalanceError extends Error {
  constructor(
    readonly playerId: number,
    readonly itemId: number,
    readonly amount: number,
  ) {
    super(`player ${playerId} has less than ${amount} of item ${itemId}`);
    this.name = 'InsufficientBalanceError';
  }
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`wallet amount must be a positive integer, got ${amount}`);
  }
}

export function walletRepository(db: Db, now: () => number) {
  const holdersOf = (itemId: number, scope: SiteScope) =>
    db
      .selectFrom('bag_items')
      .innerJoin('players', 'players.id', 'bag_items.player_id')
      .where('bag_items.item_id', '=', itemId)
      .where('bag_items.amount', '>', 0)
      .where('players.status', '=', PlayerStatus.Active)
      .where(inSiteScope('players.site_id', scope));

  async function writeLedger(db: Db, change: WalletChange, delta: number, after: number): Promise<WalletEntry> {
    const before = after - delta;
    const row = await db
      .insertInto('ledger')
      .values({
        player_id: change.playerId,
        item_id: change.itemId,
        delta,
        before_amount: before,
        after_amount: after,
        source: change.source,
        reason: change.reason,
        created_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ledgerId: row.id, before, after };
  }

  return {
    /** Adds `amount`; creates the bag row on first use. */
    async credit(change: WalletChange): Promise<WalletEntry> {
      assertAmount(change.amount);
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('bag_items')
          .values({ player_id: change.playerId, item_id: change.itemId, amount: change.amount })
          .onConflict((oc) =>
            oc.columns(['player_id', 'item_id']).doUpdateSet((eb) => ({
              amount: eb('bag_items.amount', '+', change.amount),
            })),
          )
          .returning('amount')
          .executeTakeFirstOrThrow();
        return writeLedger(trx, change, change.amount, Number(row.amount));
      });
    },

    /** Removes `amount`; throws InsufficientBalanceError and writes nothing if short. */
    async debit(change: WalletChange): Promise<WalletEntry> {
      assertAmount(change.amount);
      return inTransaction(db, async (trx) => {
        const row = await trx
          .updateTable('bag_items')
          .set((eb) => ({ amount: eb('amount', '-', change.amount) }))
          .where('player_id', '=', change.playerId)
          .where('item_id', '=', change.itemId)
          .where('amount', '>=', change.amount)
          .returning('amount')
          .executeTakeFirst();
        if (!row) throw new InsufficientBalanceError(change.playerId, change.itemId, change.amount);
        return writeLedger(trx, change, -change.amount, Number(row.amount));
      });
    },

    /**
     * Claims an idempotency reference for this transaction: true for the first claimer.
     * INSERT … ON CONFLICT DO NOTHING: on PostgreSQL a second claimer of the same key waits
     * on the unique index until the first commits (then gets nothing) or rolls back (then
     * claims it), so no explicit lock is needed; SQLite serialises writers anyway.
     */
    async claimRef(ref: string): Promise<boolean> {
      const row = await db
        .insertInto('wallet_refs')
        .values({ ref, result: null, created_at: now() })
        .onConflict((oc) => oc.column('ref').doNothing())
        .returning('ref')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Records the first result of a claimed reference (same transaction as the claim). */
    async storeRefResult(ref: string, result: string): Promise<void> {
      await db.updateTable('wallet_refs').set({ result }).where('ref', '=', ref).execute();
    },

    /** The stored first result of a committed reference, or undefined when never applied. */
    async refResult(ref: string): Promise<string | undefined> {
      const row = await db.selectFrom('wallet_refs').select('result').where('ref', '=', ref).executeTakeFirst();
      return row?.result ?? undefined;
    },

    /** Balances by item id; items never touched are absent (callers default to 0). */
    async balances(playerId: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('bag_items')
        .select(['item_id', 'amount'])
        .where('player_id', '=', playerId)
        .execute();
      return new Map(rows.map((r) => [r.item_id, Number(r.amount)]));
    },

    async balance(playerId: number, itemId: number): Promise<number> {
      const row = await db
        .selectFrom('bag_items')
        .select('amount')
        .where('player_id', '=', playerId)
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      return row ? Number(row.amount) : 0;
    },

    /**
     * Read only (the coin rank): the active players of a brand (`scope`) holding the most of `itemId`
     * (more than 0), most first, ties by player id, with what a list shows of them.
     */
    async topHolders(query: { itemId: number; scope: SiteScope; limit: number }) {
      const rows = await holdersOf(query.itemId, query.scope)
        .select(['players.id', 'players.name', 'players.pic_url', 'players.picture_setting', 'players.vip_level', 'bag_items.amount'])
        .orderBy('bag_items.amount', 'desc')
        .orderBy('players.id')
        .limit(query.limit)
        .execute();
      return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
    },

    /** Read only (the coin rank): how many active players of `scope` hold more than `amount` of `itemId`. */
    async holdersAbove(query: { itemId: number; scope: SiteScope; amount: number }): Promise<number> {
      const row = await holdersOf(query.itemId, query.scope)
        .where('bag_items.amount', '>', query.amount)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Ledger rows of one item, newest first, in a time window (the passbook). */
    async ledger(query: { playerId: number; itemId: number; from: number; to: number; offset: number; limit: number }) {
      const base = db
        .selectFrom('ledger')
        .where('player_id', '=', query.playerId)
        .where('item_id', '=', query.itemId)
        .where('created_at', '>=', query.from)
        .where('created_at', '<', query.to);
      const [rows, total] = await Promise.all([
        base.selectAll().orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}

export type WalletRepository = ReturnType<typeof walletRepository>;

export interface GoldAudit {
  /** Gold in bags plus gold still held by red envelopes (amount − claimed − refunded). */
  total: number;
  /** Players whose gold balance differs from the sum of their ledger rows: `id: balance vs ledger`. */
  mismatches: string[];
}

/**
 * The chaos run's money check (server/testing/chaos/chaos-run.ts), read-only and in ONE
 * statement so it sees one consistent snapshot while trades go on (PostgreSQL: the statement's
 * snapshot; SQLite: one read transaction).
 */
export async function goldAudit(db: Db): Promise<GoldAudit> {
  const gold = ItemId.Gold;
  const rows = await sql<{ player_id: number; amount: number | string; ledger: number | string | null; total: number | string | null }>`
    select b.player_id, b.amount,
      (select sum(l.delta) from ledger l where l.player_id = b.player_id and l.item_id = ${gold}) as ledger,
      (select sum(b2.amount) from bag_items b2 where b2.item_id = ${gold})
        + coalesce((select sum(e.amount - e.claimed_amount - e.refund_amount) from red_envelopes e), 0) as total
    from bag_items b where b.item_id = ${gold}
  `.execute(db);
  const mismatches = rows.rows.filter((r) => Number(r.amount) !== Number(r.ledger ?? 0)).map((r) => `${r.player_id}: ${r.amount} vs ${r.ledger ?? 0}`);
  return { total: Number(rows.rows[0]?.total ?? 0), mismatches };
}
