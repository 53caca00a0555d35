/**
 * What red-envelope and wallet-transfer hand their ledger check (support/check-rules.ts):
 * each player's gold balance and the sum of its gold ledger rows.
 */
import { ItemId } from '../../src/protocol';
import type { LobbyServer } from '../../server/app';
import type { LedgerObservation } from './check-rules';

export async function observeLedgers(server: LobbyServer, ids: readonly number[]): Promise<LedgerObservation[]> {
  const { repos } = server.services;
  const out: LedgerObservation[] = [];
  for (const playerId of ids) {
    const balance = (await repos.wallet.balances(playerId)).get(ItemId.Gold) ?? 0;
    const { rows } = await repos.wallet.ledger({ playerId, itemId: ItemId.Gold, from: 0, to: Number.MAX_SAFE_INTEGER, offset: 0, limit: 1_000_000 });
    out.push({ playerId, balance, ledgerSum: rows.reduce((n, row) => n + Number(row.delta), 0) });
  }
  return out;
}
