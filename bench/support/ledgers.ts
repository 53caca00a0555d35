/**
 * The check red-envelope and wallet-transfer share: every player's gold balance equals the sum
 * of its ledger rows. Under BENCH_FAULT=ledger-skew the first player's ledger sum is handed to
 * the check one coin off.
 */
import { ItemId } from '../../src/protocol';
import type { LobbyServer } from '../../server/app';
import { fault } from './checks';

export interface Balances {
  /** Player id → gold balance. */
  gold: Map<number, number>;
  /** One line per player whose balance is not its ledger sum. */
  mismatches: string[];
}

export async function balancesAgainstLedgers(server: LobbyServer, ids: readonly number[]): Promise<Balances> {
  const { repos } = server.services;
  const gold = new Map<number, number>();
  const mismatches: string[] = [];
  for (const [i, id] of ids.entries()) {
    const balance = (await repos.wallet.balances(id)).get(ItemId.Gold) ?? 0;
    gold.set(id, balance);
    const { rows } = await repos.wallet.ledger({ playerId: id, itemId: ItemId.Gold, from: 0, to: Number.MAX_SAFE_INTEGER, offset: 0, limit: 1_000_000 });
    const sum = rows.reduce((n, row) => n + Number(row.delta), 0) + (fault('ledger-skew') && i === 0 ? 1 : 0);
    if (sum !== balance) mismatches.push(`player ${id}: balance ${balance}, ledger sum ${sum}`);
  }
  return { gold, mismatches };
}
