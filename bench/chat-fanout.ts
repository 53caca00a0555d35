/**
 * Public chat fan-out: N chat sockets, each signed in as its own player, and one sender
 * posting M messages. For each message: the time from the send until the LAST of the N
 * receivers has it. Rows of one table, same N and M:
 *   - a bare `ws` server that sends every frame it receives to all clients;
 *   - the lobby server in this process (real sockets, SQLite in a temporary folder);
 *   - with `--processes P` (P > 1): P lobby server processes (server/testing/cluster.ts) on
 *     one PostgreSQL schema and one Redis, the N receivers spread evenly over them, the
 *     sender on process 0, so most receivers get each message through Redis.
 * The clients run in a child process. Loopback only; each size stops by itself and the
 * whole run is bounded. The default run needs neither PostgreSQL nor Redis; with
 * --processes > 1 both must answer (REDIS_URL, TEST_DATABASE_URL, else the local ones).
 * Checks (support/checks.ts), every row: each message reached every receiver, none twice.
 *
 *   npm run bench -- chat-fanout --n=1000,5000 --m=50 --processes 3
 *     (or CHAT_FANOUT_N / CHAT_FANOUT_M / CHAT_FANOUT_PROCESSES)
 *
 * N sockets need about N open files in each process: raise `ulimit -n` past N + 100.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import { Op } from '../src/protocol';
import { createLobbyServer } from '../server/app';
import { createClock } from '../server/clock';
import { createLogger } from '../server/log';
import { ServiceUnavailable, startFanoutCluster, type FanoutCluster } from './support/chat-fanout-cluster';
import { PER_MESSAGE_TIMEOUT_MS, WARMUP, createPlayers, fanoutFindings, measure, ratio, tableHeader, tableRow, type MeasureCommand, type Measured, type Row } from './support/chat-fanout-measure';
import { checkTitle, record, recordCheck, unavailable } from './support/checks';
import { option, positiveInt, positiveInts } from './support/options';
import { isSmoke } from './support/smoke';

/** The whole run; with several processes more (their start, and a third row per size). */
const BUDGET_MS = 170_000;
const CLUSTER_BUDGET_MS = 320_000;
/** The rate limit allows 10 messages a minute: the bench moves the server clock instead. */
const CLOCK_STEP_MS = 6_001;
const TEXT = '今晚一起打魚嗎？恭喜大獎！';
const LOBBY_FRAME = { frameTemplate: JSON.stringify({ OP: Op.ChatPublicSend, Message: `{i} ${TEXT}` }), initOp: Op.Init, initReplyOp: Op.InitReply };
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

let runs = 0;
/** A tag no earlier run on the same server used. */
const nextTag = () => `${process.pid}-${++runs}`;

async function singleRun(n: number, m: number, deadline: number): Promise<Measured> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-fanout-'));
  const clock = createClock();
  const server = await createLobbyServer({ port: 0, host: '127.0.0.1', dataDir: dir, clock, logger: createLogger({ level: 'silent' }) });
  try {
    const tag = nextTag();
    const { tokens, senderToken } = await createPlayers(server.db, n, tag);
    const url = `ws://127.0.0.1:${server.port}/ws/chat`;
    const command: MeasureCommand = { urls: [url], senderUrl: url, tag, mode: 'lobby', tokens, senderToken, messages: m, ...LOBBY_FRAME };
    return await measure(command, deadline, () => {
      clock.advance(CLOCK_STEP_MS);
    });
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function clusterRun(cluster: FanoutCluster, n: number, m: number, deadline: number): Promise<Measured> {
  const tag = nextTag();
  const { tokens, senderToken } = await createPlayers(cluster.db, n, tag);
  const command: MeasureCommand = { urls: cluster.chatUrls, senderUrl: cluster.chatUrls[0]!, tag, mode: 'lobby', tokens, senderToken, messages: m, ...LOBBY_FRAME };
  return measure(command, deadline, () => cluster.advanceClock(CLOCK_STEP_MS));
}

async function bareRun(n: number, m: number, deadline: number): Promise<Measured> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  wss.on('connection', (ws) => {
    ws.on('message', (data, isBinary) => {
      for (const client of wss.clients) if (client.readyState === client.OPEN) client.send(data, { binary: isBinary });
    });
  });
  try {
    const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
    const tokens = Array.from({ length: n }, () => '');
    return await measure({ urls: [url], senderUrl: url, tag: nextTag(), mode: 'bare', tokens, senderToken: '', messages: m, ...LOBBY_FRAME }, deadline, () => undefined);
  } finally {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }
}

/** The row's figures, or the reason it has none. */
async function row(label: string, run: () => Promise<Measured>): Promise<Row> {
  try {
    return { label, result: await run() };
  } catch (err) {
    return { label, result: err instanceof Error ? err.message : String(err) };
  }
}

function openFileLimit(): number | undefined {
  try {
    return Number(execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim()) || undefined;
  } catch {
    return undefined;
  }
}

export interface FanoutSettings {
  sizes: number[];
  m: number;
  processes: number;
}

/** One size's rows: the bare `ws` baseline, one lobby process, and P processes when asked. */
export interface FanoutSize {
  n: number;
  bare?: Row;
  single?: Row;
  spread?: Row;
  /** Why the size was not measured. */
  skipped?: string;
}

export function fanoutSettings(): FanoutSettings {
  return {
    sizes: positiveInts(option('n', 'CHAT_FANOUT_N', '1000,5000')),
    m: positiveInt('m', option('m', 'CHAT_FANOUT_M', '50')),
    processes: positiveInt('processes', option('processes', 'CHAT_FANOUT_PROCESSES', '1')),
  };
}

export async function run(): Promise<void> {
  record('chat-fanout', fanoutFindings(await measureFanout(fanoutSettings(), (line) => console.log(line))));
}

/** Measures every size, printing as it goes; resolves with the rows (the load report's figures). */
export async function measureFanout({ sizes, m, processes }: FanoutSettings, print: (line: string) => void): Promise<FanoutSize[]> {
  const budget = processes > 1 ? CLUSTER_BUDGET_MS : BUDGET_MS;
  const deadline = Date.now() + budget;
  const limit = openFileLimit();
  const out: FanoutSize[] = [];
  print(`chat-fanout: one sender, M=${m} messages (after ${WARMUP} uncounted), each sent once the previous reached every receiver`);
  print('  latency = send → the LAST of N receivers has the frame; clients in a child process, loopback only');
  print(`  nearest-rank percentiles of ${m} samples${m < 100 ? ': below 100 samples p99 is the max' : ''}; missing = not at every receiver within ${PER_MESSAGE_TIMEOUT_MS / 1000} s`);
  const cores = os.availableParallelism();
  const sharing = processes > 1 ? `${processes} lobby processes, PostgreSQL, Redis, ` : '';
  print(`  machine: ${cores} cores (${os.cpus()[0]?.model ?? 'unknown cpu'}), load ${os.loadavg()[0]!.toFixed(1)}; ${sharing}the client process and the bench process share them`);

  let cluster: FanoutCluster | undefined;
  if (processes > 1) {
    const started = Date.now();
    try {
      cluster = await startFanoutCluster(processes, process.env.REDIS_URL || DEFAULT_REDIS_URL);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      // Asked for on the command line, missing services fail the run; the smoke run skips (CI: fails).
      if (err instanceof ServiceUnavailable) unavailable('chat-fanout', `with ${processes} processes`, `needs PostgreSQL and Redis: ${why}`, !isSmoke());
      else recordCheck(checkTitle('chat-fanout', `ran with ${processes} processes`), [`could not start its lobby processes: ${why}`]);
      return sizes.map((n) => ({ n, skipped: err instanceof ServiceUnavailable ? 'needs PostgreSQL and Redis' : 'could not start its lobby processes' }));
    }
    print(`  ${processes} processes ready in ${((Date.now() - started) / 1000).toFixed(1)} s (fresh PostgreSQL ${cluster.where}; both removed after)`);
  }
  const clusterLabel = `lobby, ${processes} processes (PostgreSQL + Redis)`;
  try {
    for (const n of sizes) {
      if (limit !== undefined && n + 100 > limit) {
        print(`  N=${n}: skipped, ulimit -n is ${limit}; raise it past ${n + 100}`);
        out.push({ n, skipped: `ulimit -n ${limit}` });
        continue;
      }
      if (Date.now() > deadline - 10_000) {
        print(`  N=${n}: skipped, time budget (${budget / 1000} s) used up`);
        out.push({ n, skipped: 'time budget used up' });
        continue;
      }
      print(`N=${n} receivers${cluster ? ` (${processes} processes: receiver i on process i mod ${processes}, the sender on process 0)` : ''}:`);
      print(tableHeader());
      const bare = await row('bare ws broadcast (1 process)', () => bareRun(n, m, deadline));
      print(tableRow(bare));
      const single = await row('lobby, 1 process (SQLite, in-process bus)', () => singleRun(n, m, deadline));
      print(tableRow(single));
      const spread = cluster ? await row(clusterLabel, () => clusterRun(cluster, n, m, deadline)) : undefined;
      if (spread) print(tableRow(spread));
      const ratios = [['1 process / bare', ratio(single, bare)]];
      if (spread) ratios.push([`${processes} processes / 1 process`, ratio(spread, single)], [`${processes} processes / bare`, ratio(spread, bare)]);
      const shown = ratios.filter(([, r]) => r !== '').map(([what, r]) => `${what}: ${r}`);
      if (shown.length > 0) print(`  ratio ${shown.join('; ')}`);
      out.push({ n, bare, single, spread });
    }
  } finally {
    await cluster?.stop();
  }
  return out;
}
