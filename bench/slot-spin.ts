/**
 * Demo-slot spins on SQLite: P players (each with its game session) spin N times each over
 * HTTP on loopback, the players in parallel, one lobby process. Prints spins per second and
 * the checks (support/checks.ts): every spin answered Ok, every player's balance equals its
 * start minus the bets plus the wins answered, and its ledger has one row per bet and per win.
 *
 *   npm run bench -- slot-spin --players=20 --spins=100
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_SLOT_GAME_CODE, GamePath, ItemId, type GameLaunchResult, type GameSessionResult, type HttpReply, type SlotSpinResult } from '../src/protocol';
import { createLobbyServer } from '../server/app';
import { createClock } from '../server/clock';
import { SLOT_LEDGER_SOURCE } from '../server/games/demo-slot/ledger';
import { createLogger } from '../server/log';
import { createQaPlayer } from '../server/qa/qa-players';
import { spinFindings, type SpinSeat } from './support/check-rules';
import { record } from './support/checks';
import { option, positiveInt } from './support/options';

const START_GOLD = 100_000_000;
const BET = 100;

async function post<R>(base: string, p: string, body: unknown, token?: string): Promise<HttpReply<R>> {
  const res = await fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { 'api-token': token } : {}) }, body: JSON.stringify(body) });
  return (await res.json()) as HttpReply<R>;
}

export async function run(): Promise<void> {
  const players = positiveInt('players', option('players', 'SLOT_SPIN_PLAYERS', '20'));
  const spins = positiveInt('spins', option('spins', 'SLOT_SPIN_SPINS', '100'));
  console.log(`slot-spin: ${players} players × ${spins} spins of ${BET} gold over HTTP, players in parallel; SQLite, one lobby process`);
  console.log(`  machine: ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1) ?? '?'}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slot-spin-bench-'));
  const server = await createLobbyServer({ port: 0, host: '127.0.0.1', dataDir: dir, qaMode: true, clock: createClock(), logger: createLogger({ level: 'silent' }) });
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const seats = [];
    for (let i = 0; i < players; i++) {
      const p = await createQaPlayer(server.services, { Gold: START_GOLD });
      const launched = await post<GameLaunchResult>(base, GamePath.Launch, { GameCode: DEMO_SLOT_GAME_CODE, Lang: 'zh_tw' }, p.Token);
      const ticket = new URL(launched.Result.GameURL).searchParams.get('ticket')!;
      const session = (await post<GameSessionResult>(base, GamePath.Session, { Ticket: ticket })).Result.Session;
      seats.push({ id: p.PlayerID, session, won: 0, wins: 0, failed: 0 });
    }
    const started = performance.now();
    await Promise.all(
      seats.map(async (seat, i) => {
        for (let n = 0; n < spins; n++) {
          const r = await post<SlotSpinResult>(base, GamePath.Spin, { Session: seat.session, SpinID: `bench-${i}-${n}-x`, Bet: BET });
          if (r.Code !== 0) seat.failed++;
          else if (r.Result.Win > 0) {
            seat.won += r.Result.Win;
            seat.wins++;
          }
        }
      }),
    );
    const secs = (performance.now() - started) / 1000;
    const observed: SpinSeat[] = [];
    for (const seat of seats) {
      const q = { playerId: seat.id, itemId: ItemId.Gold, from: 0, to: Number.MAX_SAFE_INTEGER, offset: 0, limit: 1_000_000 };
      observed.push({
        playerId: seat.id,
        failed: seat.failed,
        won: seat.won,
        wins: seat.wins,
        gold: await server.services.repos.wallet.balance(seat.id, ItemId.Gold),
        ledgerRows: (await server.services.repos.wallet.ledger(q)).rows.filter((row) => row.source === SLOT_LEDGER_SOURCE).length,
      });
    }
    const total = players * spins;
    console.log(`  SQLite     ${String(total).padStart(7)} spins in ${secs.toFixed(2)} s: ${(total / secs).toFixed(0)} spins/s`);
    record('slot-spin', spinFindings(observed, { spins, startGold: START_GOLD, bet: BET }));
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
