import type { Transaction } from 'kysely';
import type { DB, Db } from './schema';

/**
 * Runs `fn` in a transaction, joining the caller's one if `db` already is a transaction
 * (Kysely refuses nested `transaction()`), so repositories compose: a sign-in can create
 * a player and credit the gift in one commit.
 */
export function inTransaction<T>(db: Db, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Transaction<DB>);
  return db.transaction().execute(fn);
}
