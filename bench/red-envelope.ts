/**
 * Red envelope receives: P players (one lobby socket each, real WebSockets on loopback) fire
 * T receives each at one S-share envelope, R envelopes in a row, on SQLite and on PostgreSQL
 * (a fresh schema, TEST_DATABASE_URL or the local one). Prints receives paid per second and
 * requests answered per second, with the checks (support/checks.ts): exactly S paid per
 * envelope, the paid sum equal to the amount, nobody paid twice, every balance equal to its ledger.
 *
 *   npm run bench -- red-envelope --players=200 --tries=5 --shares=100 --rounds=5
 */
import os from 'node:os';
import { Code, Op, RedEnvelopeMethod } from '../src/protocol';
import type { LobbyServer } from '../server/app';
import { createQaPlayer } from '../server/qa/qa-players';
import { createEnvelope } from '../server/red-envelopes/red-envelopes';
import { connectLobby, type LobbyClient } from '../server/testing/lobby-client';
import { envelopeFindings, type EnvelopeRound } from './support/check-rules';
import { record, type Findings } from './support/checks';
import { notMeasured, onBothEngines, type Skipped } from './support/engines';
import { observeLedgers } from './support/ledgers';
import { option, positiveInt } from './support/options';


const AMOUNT = 100_000;

export interface EnvelopeSettings {
  players: number;
  tries: number;
  shares: number;
  rounds: number;
}

export interface EnvelopeFigures {
  engine: string;
  paid: number;
  answered: number;
  secs: number;
  /** What broke a check, by check. */
  failures: Findings;
}


async function engineRun(engine: string, server: LobbyServer, { players, tries, shares, rounds }: EnvelopeSettings): Promise<EnvelopeFigures> {
  const { services } = server;
  const creator = await createQaPlayer(services, { Gold: AMOUNT * rounds, CanSendRedEnvelope: true });
  const clients: LobbyClient[] = [];
  for (let i = 0; i < players; i++) {
    const p = await createQaPlayer(services, {});
    clients.push(await connectLobby(`ws://127.0.0.1:${server.port}`, p.Token, p.PlayerID, Op.RedEnvelopeReceiveReply));
  }
  let paidCount = 0;
  let answered = 0;
  let elapsed = 0;
  const observed: EnvelopeRound[] = [];
  for (let r = 0; r < rounds; r++) {
    const e = await createEnvelope(services, creator.PlayerID, { Title: '搶紅包', Content: '', Amount: AMOUNT, Quantity: shares, Method: RedEnvelopeMethod.Random });
    const frame = { OP: Op.RedEnvelopeReceive, RedEnvelopeID: e.RedEnvelopeID };
    const started = performance.now();
    for (const c of clients) for (let t = 0; t < tries; t++) c.send(frame);
    const answers = (await Promise.all(clients.map(async (c) => (await c.replies(tries)).map((reply) => ({ playerId: c.playerId, reply }))))).flat();
    elapsed += performance.now() - started;
    const paid = answers.filter((a) => a.reply.Code === Code.Ok).map((a) => ({ playerId: a.playerId, amount: (a.reply.Result as { Amount: number }).Amount }));
    observed.push({ shares, amount: AMOUNT, paid });
    paidCount += paid.length;
    answered += answers.length;
  }
  const found = envelopeFindings(observed, await observeLedgers(server, [creator.PlayerID, ...clients.map((c) => c.playerId)]));
  for (const c of clients) c.close();
  return { engine, paid: paidCount, answered, secs: elapsed / 1000, failures: found };
}

function line(f: EnvelopeFigures): string {
  return (
    `  ${f.engine.padEnd(10)} ${String(f.paid).padStart(6)} paid ${String(f.answered).padStart(7)} answered in ${f.secs.toFixed(2)} s: ` +
    `${(f.paid / f.secs).toFixed(0)} paid receives/s, ${(f.answered / f.secs).toFixed(0)} requests/s`
  );
}

/** Both engines' figures (or why one was not measured). */
export function measureEnvelopes(settings: EnvelopeSettings): Promise<(EnvelopeFigures | Skipped)[]> {
  return onBothEngines((server, engine) => engineRun(engine, server, settings));
}

export function envelopeSettings(): EnvelopeSettings {
  return {
    players: positiveInt('players', option('players', 'RED_ENVELOPE_PLAYERS', '200')),
    tries: positiveInt('tries', option('tries', 'RED_ENVELOPE_TRIES', '5')),
    shares: positiveInt('shares', option('shares', 'RED_ENVELOPE_SHARES', '100')),
    rounds: positiveInt('rounds', option('rounds', 'RED_ENVELOPE_ROUNDS', '5')),
  };
}

export async function run(): Promise<void> {
  const s = envelopeSettings();
  console.log(`red-envelope: ${s.players} players × ${s.tries} receives at one ${s.shares}-share envelope of ${AMOUNT} gold, ${s.rounds} envelopes; one lobby process, loopback sockets`);
  console.log(`  machine: ${os.availableParallelism()} cores, load ${os.loadavg()[0]?.toFixed(1) ?? '?'}; time = first receive sent → last reply, summed over the envelopes`);
  for (const f of await measureEnvelopes(s)) {
    if ('skipped' in f) notMeasured('red-envelope', f);
    else {
      console.log(line(f));
      record('red-envelope', f.failures, f.engine);
    }
  }
}
