/**
 * The one place balances change: several changes in the caller's transaction, one ledger
 * row each, debits never below zero, and the idempotency reference claimed first so a replay
 * answers the stored first result. Used by the wallet service (its own transaction, then a
 * push) and by account creation (inside the transaction that creates the player).
 */
import type { Repositories } from '../db/repositories';
import { refKey, type WalletRef } from './refs';

export interface BalanceChange {
  playerId: number;
  itemId: number;
  /** Whole number of units, positive to credit, negative to debit; never 0. */
  delta: number;
  /** Passbook "項目" for this row; defaults to the operation's reason. */
  reason?: string;
}

export interface WalletOptions {
  ref: WalletRef;
  /** Passbook "來源" of every row, e.g. 'bind phone bonus', 'new player gift', 'qa'. */
  source: string;
  /** Passbook "項目" of every row without its own. */
  reason: string;
  /**
   * The feature's own writes that must commit with the money or not at all (e.g. the bind's
   * "bonus paid" mark). Runs once, only when the reference is applied for the first time.
   */
  alsoInTransaction?: (tx: Repositories) => Promise<void>;
}

export interface WalletEntry {
  playerId: number;
  itemId: number;
  delta: number;
  before: number;
  after: number;
  ledgerId: number;
}

/** What an operation did, as stored with its reference; `entries` are in the changes' order. */
export interface WalletOutcome {
  ref: string;
  entries: WalletEntry[];
}

export interface WalletApplied extends WalletOutcome {
  /** True when the reference was applied before: nothing changed now. */
  replayed: boolean;
}

function assertChanges(changes: readonly BalanceChange[]): void {
  if (changes.length === 0) throw new RangeError('a wallet operation needs at least one change');
  for (const c of changes) {
    if (!Number.isSafeInteger(c.delta) || c.delta === 0) {
      throw new RangeError(`wallet delta must be a non-zero whole number, got ${c.delta}`);
    }
  }
}

/** Parses a stored outcome as a replay. */
export function replayOf(stored: string): WalletApplied {
  return { ...(JSON.parse(stored) as WalletOutcome), replayed: true };
}

/**
 * Applies `changes` inside `tx` (a transaction's repositories). Throws
 * InsufficientBalanceError when a debit would go below zero: the caller's transaction then
 * rolls back, reference included, so a retry tries again. After the caller commits, push the
 * new balances (WalletService.publish) unless the result is a replay.
 */
export async function applyInTransaction(
  tx: Repositories,
  changes: readonly BalanceChange[],
  options: WalletOptions,
): Promise<WalletApplied> {
  assertChanges(changes);
  const ref = refKey(options.ref);
  // PostgreSQL: run at READ COMMITTED (its default). A claimer that lost the race waits on the
  // unique index, then reads the winner's committed result with its next statement.
  if (!(await tx.wallet.claimRef(ref))) {
    const stored = await tx.wallet.refResult(ref);
    if (stored === undefined) throw new Error(`wallet ref ${ref} is claimed but has no result`);
    return replayOf(stored);
  }

  // A fixed order (player, item) over every operation: on PostgreSQL each UPDATE row-locks
  // its bag row until commit, and two transfers A→B and B→A taking locks in opposite order
  // would deadlock. SQLite runs one writer at a time, where the order is harmless.
  const order = changes.map((c, i) => ({ c, i })).sort((a, b) => a.c.playerId - b.c.playerId || a.c.itemId - b.c.itemId || a.i - b.i);
  const entries: WalletEntry[] = new Array<WalletEntry>(changes.length);
  for (const { c, i } of order) {
    const row = { playerId: c.playerId, itemId: c.itemId, amount: Math.abs(c.delta), source: options.source, reason: c.reason ?? options.reason };
    const written = c.delta > 0 ? await tx.wallet.credit(row) : await tx.wallet.debit(row);
    entries[i] = { playerId: c.playerId, itemId: c.itemId, delta: c.delta, before: written.before, after: written.after, ledgerId: written.ledgerId };
  }
  await options.alsoInTransaction?.(tx);
  const outcome: WalletOutcome = { ref, entries };
  await tx.wallet.storeRefResult(ref, JSON.stringify(outcome));
  return { ...outcome, replayed: false };
}
