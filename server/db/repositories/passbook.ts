/**
 * The passbook's read of the ledger (account §2 "Passbook viewer"): one player's rows in a
 * time window, of some items and/or some sources, newest first, a page at a time. Writes stay
 * in ./wallet.ts (the wallet service's only writer).
 */
import type { Db } from '../schema';

export interface PassbookQuery {
  playerId: number;
  /** Rows of these items… */
  itemIds: readonly number[];
  /** …or (when set) rows whose source starts with this, whatever the item. */
  sourcePrefix?: string;
  /** Window [from, to], epoch ms, both inclusive. */
  from: number;
  to: number;
  offset: number;
  limit: number;
}

export function passbookRepository(db: Db) {
  return {
    /** One page of matching ledger rows (newest first) and how many match in all. */
    async page(query: PassbookQuery) {
      const base = db
        .selectFrom('ledger')
        .where('player_id', '=', query.playerId)
        .where('created_at', '>=', query.from)
        .where('created_at', '<=', query.to)
        .where((eb) => {
          const either = [];
          if (query.itemIds.length > 0) either.push(eb('item_id', 'in', [...query.itemIds]));
          // substr, not LIKE: no wildcard escaping, and the same answer on both engines.
          const prefix = query.sourcePrefix;
          if (prefix) either.push(eb(eb.fn<string>('substr', ['source', eb.val(1), eb.val(prefix.length)]), '=', prefix));
          return either.length > 0 ? eb.or(either) : eb.val(false);
        });
      const [rows, total] = await Promise.all([
        base
          .select(['id', 'item_id', 'source', 'reason', 'delta', 'before_amount', 'after_amount', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}

export type PassbookRepository = ReturnType<typeof passbookRepository>;
