/**
 * The wallet service: the only way money moves. Every later money feature (gifts, red
 * envelopes, store, mail attachments…) calls `apply` or `transfer` with a reference of its
 * own; see "Wallet service" in docs/architecture.md.
 */
import type { BagItem } from '../../src/protocol';
import { withTransaction, type Repositories } from '../db/repositories';
import type { Logger } from '../log';
import type { Hub } from '../ws/hub';
import { applyInTransaction, replayOf, type BalanceChange, type WalletApplied, type WalletOptions } from './apply';
import { bagItems } from './bag';
import { BalancePusher } from './balance-push';
import { refKey } from './refs';

export interface TransferRef {
  kind: string;
  id: string | number;
}

export interface WalletService {
  /**
   * Applies several balance changes in one transaction under one reference. A reference
   * applied before changes nothing and answers its first result (`replayed: true`, no push).
   * Throws InsufficientBalanceError (nothing written) when a debit would go below zero.
   */
  apply(changes: readonly BalanceChange[], options: WalletOptions): Promise<WalletApplied>;
  /** Moves `amount` of `itemId` from one player to another; the reference is (kind, id, from, item). */
  transfer(from: number, to: number, itemId: number, amount: number, ref: TransferRef, reason?: string): Promise<WalletApplied>;
  /** Pushes the balances of the players an operation touched (after a caller's own commit). */
  publish(outcome: WalletApplied): Promise<void>;
  /** The player's bag as WalletResult shows it. */
  bag(playerId: number): Promise<Record<string, BagItem>>;
}

export function createWalletService(deps: { repos: Repositories; hub: Hub; log: Logger }): WalletService {
  const { repos } = deps;
  const pusher = new BalancePusher(repos, deps.hub, deps.log);

  const service: WalletService = {
    async apply(changes, options) {
      // A replay needs no write transaction: answer the stored result straight away.
      const stored = await repos.wallet.refResult(refKey(options.ref));
      const outcome = stored !== undefined ? replayOf(stored) : await withTransaction(repos, (tx) => applyInTransaction(tx, changes, options));
      await service.publish(outcome);
      return outcome;
    },

    async transfer(from, to, itemId, amount, ref, reason = ref.kind) {
      if (from === to) throw new RangeError('a transfer needs two different players');
      if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`transfer amount must be a positive whole number, got ${amount}`);
      return service.apply(
        [
          { playerId: from, itemId, delta: -amount },
          { playerId: to, itemId, delta: amount },
        ],
        { ref: { ...ref, playerId: from, itemId }, source: ref.kind, reason },
      );
    },

    async publish(outcome) {
      // Decision: a replay changed nothing, so it pushes nothing (the first apply pushed).
      if (outcome.replayed) return;
      const players = new Set(outcome.entries.map((e) => e.playerId));
      await Promise.all([...players].map((id) => pusher.push(id)));
    },

    bag: (playerId) => bagItems(repos, playerId),
  };
  return service;
}
