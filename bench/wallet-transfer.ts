/**
 * Wallet transfers: W workers move gold between P players through the wallet service (one
 * transaction, two ledger rows, one reference each), T transfers in all, on SQLite and on
 * PostgreSQL (a fresh schema). Pairs are random, so transfers touching the same players race.
 * Each worker repeats 1 in 10 of its transfers under the same reference (a retry after a lost
 * reply), which must change nothing. Prints transfers per second and the checks
 * (support/checks.ts): every transfer made or refused for funds, the total of all gold is what
 * was minted, every balance equals its ledger, every retry was a replay.
 *
 *   npm run bench -- wallet-transfer --players=200 --workers=16 --transfers=20000
 */
import os from 'node:os';
import { ItemId } from '../src/protocol';
import type { LobbyServer } from '../server/app';
import { createQaPlayer } from '../server/qa/qa-players';
import { InsufficientBalanceError } from '../server/wallet';
import { transferFindings, type TransferObservation } from './support/check-rules';
import { record, type Findings } from './support/checks';
import { notMeasured, onBothEngines, type Skipped } from './support/engines';
import { observeLedgers } from './support/ledgers';
import { option, positiveInt } from './support/options';

const START_GOLD = 1_000_000;

export interface TransferFigures {
  engine: string;
  transfers: number;
  secs: number;
  perSecond: number;
  /** Refused for want of funds (nothing written). */
  refused: number;
  /** What broke a check, by check. */
  failures: Findings;
}

export interface TransferSettings {
  players: number;
  workers: number;
  transfers: number;
}

async function engineRun(engine: string, server: LobbyServer, s: TransferSettings): Promise<TransferFigures> {
  const { services } = server;
  const ids: number[] = [];
  for (let i = 0; i < s.players; i++) ids.push((await createQaPlayer(services, { Gold: START_GOLD })).PlayerID);
  const errors: string[] = [];
  const retries: TransferObservation['retries'] = [];
  let done = 0;
  let refused = 0;
  let next = 0;
  let firstAmount = 0;
  const pick = () => ids[Math.floor(Math.random() * ids.length)]!;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: s.workers }, async (_, w) => {
      for (let i = next++; i < s.transfers; i = next++) {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        const amount = 1 + Math.floor(Math.random() * 5_000);
        const ref = { kind: 'bench-transfer', id: `${w}-${i}` };
        try {
          await services.wallet.transfer(from, to, ItemId.Gold, amount, ref);
          done++;
          firstAmount ||= amount;
          if (i % 10 === 0) retries.push({ ref: ref.id, replayed: (await services.wallet.transfer(from, to, ItemId.Gold, amount, ref)).replayed });
        } catch (err) {
          if (err instanceof InsufficientBalanceError) refused++;
          else errors.push(`transfer ${w}-${i}: ${String(err)}`);
        }
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  const found = transferFindings({ errors, retries, firstAmount, minted: START_GOLD * s.players, ledgers: await observeLedgers(server, ids) });
  return { engine, transfers: done, secs, perSecond: done / secs, refused, failures: found };
}

/** Both engines' figures (or why one was not measured). */
export function measureTransfers(s: TransferSettings): Promise<(TransferFigures | Skipped)[]> {
  return onBothEngines((server, engine) => engineRun(engine, server, s));
}

export function transferSettings(): TransferSettings {
  return {
    players: positiveInt('players', option('players', 'WALLET_BENCH_PLAYERS', '200')),
    workers: positiveInt('workers', option('workers', 'WALLET_BENCH_WORKERS', '16')),
    transfers: positiveInt('transfers', option('transfers', 'WALLET_BENCH_TRANSFERS', '20000')),
  };
}

export async function run(): Promise<void> {
  const s = transferSettings();
  console.log(`wallet-transfer: ${s.workers} workers, ${s.transfers} transfers among ${s.players} players (1 in 10 retried under its reference); machine: ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1) ?? '?'}`);
  for (const f of await measureTransfers(s)) {
    if ('skipped' in f) notMeasured('wallet-transfer', f);
    else {
      console.log(`  ${f.engine.padEnd(10)} ${f.transfers} transfers in ${f.secs.toFixed(2)} s: ${f.perSecond.toFixed(0)}/s (${f.refused} refused for funds)`);
      record('wallet-transfer', f.failures, f.engine);
    }
  }
}
