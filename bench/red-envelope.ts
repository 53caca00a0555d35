/**
 * Red envelope receives: P players (one lobby socket each, real WebSockets on loopback) fire
 * T receives each at one S-share envelope, R envelopes in a row, on SQLite and on PostgreSQL
 * (a fresh schema, TEST_DATABASE_URL or the local one). Prints receives paid per second and
 * requests answered per second, with the checks: exactly S paid per envelope, the paid sum
 * equal to the amount, nobody paid twice, every balance equal to its ledger.
 *
 *   npm run bench -- red-envelope --players=200 --tries=5 --shares=100 --rounds=5
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Code, ItemId, Op, RedEnvelopeMethod } from '../src/protocol';
import { createLobbyServer, type LobbyServer } from '../server/app';
import { createClock } from '../server/clock';
import { createLogger } from '../server/log';
import { createQaPlayer } from '../server/qa/qa-players';
import { createEnvelope } from '../server/red-envelopes/red-envelopes';
import { connectLobby, type LobbyClient } from '../server/testing/lobby-client';
import { testDatabaseUrl, type TestDatabaseUrl } from '../server/testing/test-database';
import { option, positiveInt } from './support/options';

const AMOUNT = 100_000;

async function engineRun(label: string, server: LobbyServer, players: number, tries: number, shares: number, rounds: number): Promise<void> {
  const { services } = server;
  const creator = await createQaPlayer(services, { Gold: AMOUNT * rounds, CanSendRedEnvelope: true });
  const clients: LobbyClient[] = [];
  for (let i = 0; i < players; i++) {
    const p = await createQaPlayer(services, {});
    clients.push(await connectLobby(`ws://127.0.0.1:${server.port}`, p.Token, p.PlayerID, Op.RedEnvelopeReceiveReply));
  }
  let paid = 0;
  let answered = 0;
  let elapsed = 0;
  const failures: string[] = [];
  for (let r = 0; r < rounds; r++) {
    const e = await createEnvelope(services, creator.PlayerID, { Title: '搶紅包', Content: '', Amount: AMOUNT, Quantity: shares, Method: RedEnvelopeMethod.Random });
    const frame = { OP: Op.RedEnvelopeReceive, RedEnvelopeID: e.RedEnvelopeID };
    const started = performance.now();
    for (const c of clients) for (let t = 0; t < tries; t++) c.send(frame);
    const answers = (await Promise.all(clients.map(async (c) => (await c.replies(tries)).map((reply) => ({ id: c.playerId, reply }))))).flat();
    elapsed += performance.now() - started;
    const ok = answers.filter((a) => a.reply.Code === Code.Ok);
    const sum = ok.reduce((n, a) => n + (a.reply.Result as { Amount: number }).Amount, 0);
    if (ok.length !== shares) failures.push(`round ${r + 1}: ${ok.length} paid, expected ${shares}`);
    if (sum !== AMOUNT) failures.push(`round ${r + 1}: paid ${sum}, expected ${AMOUNT}`);
    if (new Set(ok.map((a) => a.id)).size !== ok.length) failures.push(`round ${r + 1}: a player was paid twice`);
    paid += ok.length;
    answered += answers.length;
  }
  for (const id of [creator.PlayerID, ...clients.map((c) => c.playerId)]) {
    const balance = (await services.repos.wallet.balances(id)).get(ItemId.Gold) ?? 0;
    const { rows } = await services.repos.wallet.ledger({ playerId: id, itemId: ItemId.Gold, from: 0, to: Number.MAX_SAFE_INTEGER, offset: 0, limit: 100_000 });
    if (rows.reduce((n, row) => n + Number(row.delta), 0) !== balance) failures.push(`player ${id}: balance ${balance} ≠ ledger`);
  }
  for (const c of clients) c.close();
  const secs = elapsed / 1000;
  console.log(
    `  ${label.padEnd(10)} ${String(paid).padStart(6)} paid ${String(answered).padStart(7)} answered in ${secs.toFixed(2)} s: ` +
      `${(paid / secs).toFixed(0)} paid receives/s, ${(answered / secs).toFixed(0)} requests/s; sum check ${failures.length === 0 ? 'OK' : `FAILED (${failures.slice(0, 3).join('; ')})`}`,
  );
}

async function withServer(label: string, database: TestDatabaseUrl | undefined, fn: (server: LobbyServer) => Promise<void>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'red-envelope-bench-'));
  let server: LobbyServer | undefined;
  try {
    server = await createLobbyServer({ port: 0, host: '127.0.0.1', dataDir: dir, databaseUrl: database?.url, qaMode: true, clock: createClock(), logger: createLogger({ level: 'silent' }) });
    await fn(server);
  } catch (err) {
    console.log(`  ${label.padEnd(10)} not measured: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await server?.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const players = positiveInt('players', option('players', 'RED_ENVELOPE_PLAYERS', '200'));
  const tries = positiveInt('tries', option('tries', 'RED_ENVELOPE_TRIES', '5'));
  const shares = positiveInt('shares', option('shares', 'RED_ENVELOPE_SHARES', '100'));
  const rounds = positiveInt('rounds', option('rounds', 'RED_ENVELOPE_ROUNDS', '5'));
  console.log(`red-envelope: ${players} players × ${tries} receives at one ${shares}-share envelope of ${AMOUNT} gold, ${rounds} envelopes; one lobby process, loopback sockets`);
  console.log(`  machine: ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1) ?? '?'}; time = first receive sent → last reply, summed over the envelopes`);
  await withServer('SQLite', undefined, (s) => engineRun('SQLite', s, players, tries, shares, rounds));
  const previous = process.env.TEST_DB;
  process.env.TEST_DB = 'postgres';
  let pg: TestDatabaseUrl | undefined;
  try {
    pg = await testDatabaseUrl();
  } catch (err) {
    console.log(`  PostgreSQL not measured: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    if (previous === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = previous;
  }
  if (pg) await withServer('PostgreSQL', pg, (s) => engineRun('PostgreSQL', s, players, tries, shares, rounds));
}
