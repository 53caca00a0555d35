/**
 * Public chat fan-out: N chat sockets, each signed in as its own player, and one sender
 * posting M messages. For each message: the time from the send until the LAST of the N
 * receivers has it. The same N and M are then run against a bare `ws` server that sends
 * every frame it receives to all clients, and the ratio is printed. Prints figures only.
 *
 * The lobby server runs in this process (as in production: one process, real sockets,
 * SQLite in a temporary folder); the clients run in a child process so they do not share
 * its core. Loopback only; each size stops by itself and the whole run is bounded.
 *
 *   npm run bench -- chat-fanout --n=1000,5000 --m=50     (or CHAT_FANOUT_N / CHAT_FANOUT_M)
 *
 * N sockets need about N open files in each process: raise `ulimit -n` past N + 100.
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { WebSocketServer } from 'ws';
import { Op } from '../src/protocol';
import { createLobbyServer, type LobbyServer } from '../server/app';
import { hashToken } from '../server/auth/sessions';
import { createClock } from '../server/clock';
import { repositories } from '../server/db/repositories';
import { createLogger } from '../server/log';
import type { StartCommand } from './support/chat-fanout-clients';

const TOTAL_BUDGET_MS = 170_000;
const PER_MESSAGE_TIMEOUT_MS = 15_000;
const GAP_MS = 20;
/** First messages sent but not counted: JIT and first-touch costs are not fan-out. */
const WARMUP = 3;
/** The rate limit allows 10 messages a minute: the bench moves the server clock instead. */
const CLOCK_STEP_MS = 6_001;
const TEXT = '今晚一起打魚嗎？恭喜大獎！';

function option(name: string, env: string, fallback: string): string {
  const flag = process.argv.find((a) => a.startsWith(`--${name}=`));
  return flag ? flag.slice(name.length + 3) : (process.env[env] ?? fallback);
}

function positiveInts(text: string): number[] {
  const values = text.split(',').map((x) => Number(x.trim()));
  if (values.length === 0 || values.some((x) => !Number.isSafeInteger(x) || x < 1)) {
    throw new Error(`expected positive integers separated by commas, got "${text}"`);
  }
  return values;
}

interface Measured {
  latencies: number[];
  missing: number;
  duplicates: boolean;
  connectMs: number;
}

/** Runs the client process against `url` and resolves with what it measured. */
function measure(
  command: Omit<StartCommand, 'type' | 'perMessageTimeoutMs' | 'gapMs'>,
  deadline: number,
  onDelivered: () => void,
): Promise<Measured> {
  const script = path.resolve(process.cwd(), 'bench/support/chat-fanout-clients.ts');
  const tsx = path.resolve(process.cwd(), 'node_modules/tsx/dist/cli.mjs');
  const child: ChildProcess = fork(tsx, [script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const latencies: number[] = [];
  let missing = 0;
  let delivered = 0;
  let connectMs = 0;
  return new Promise<Measured>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('time budget exhausted'));
    }, Math.max(1_000, deadline - Date.now()));
    const end = (error?: Error, result?: Measured) => {
      clearTimeout(timer);
      if (error) {
        child.kill('SIGKILL');
        reject(error);
      } else resolve(result!);
    };
    child.on('message', (raw) => {
      const message = raw as { type: string; ms?: number | null; duplicates?: boolean; message?: string };
      if (message.type === 'connected') connectMs = message.ms ?? 0;
      else if (message.type === 'delivered') {
        if (delivered++ < WARMUP) {
          // not counted
        } else if (typeof message.ms === 'number') latencies.push(message.ms);
        else missing++;
        onDelivered();
        child.send({ type: 'next' });
      } else if (message.type === 'done') end(undefined, { latencies, missing, duplicates: message.duplicates ?? false, connectMs });
      else if (message.type === 'error') end(new Error(`clients failed: ${message.message}`));
    });
    child.on('exit', (code) => {
      if (code !== 0) end(new Error(`client process exited with ${code}`));
    });
    const start: StartCommand = { type: 'start', perMessageTimeoutMs: PER_MESSAGE_TIMEOUT_MS, gapMs: GAP_MS, ...command, messages: command.messages + WARMUP };
    child.send(start);
  });
}

/** N receivers and one VIP-3 sender, each with a session token, written in one transaction. */
async function createPlayers(server: LobbyServer, n: number): Promise<{ tokens: string[]; senderToken: string }> {
  const now = Date.now();
  const tokens: string[] = [];
  let senderToken = '';
  await server.db.transaction().execute(async (trx) => {
    const repos = repositories(trx, () => now);
    for (let i = 0; i <= n; i++) {
      const player = await repos.players.create({
        name: `壓測${i}`,
        vip_level: i === n ? 3 : 1,
        level: 1,
        pic_url: '',
        picture_setting: 2,
        information: '',
        provider: 7,
        phone: null,
        site_id: 'bench',
        lang: 'zh_tw',
        status: 1,
        rename_count: 0,
      });
      const token = randomBytes(32).toString('base64url');
      await repos.tokens.insert({ token_hash: hashToken(token), player_id: player.id, provider: 7, created_at: now, expires_at: now + 3600_000 });
      if (i === n) senderToken = token;
      else tokens.push(token);
    }
  });
  return { tokens, senderToken };
}

async function lobbyRun(n: number, m: number, deadline: number): Promise<Measured> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chat-fanout-'));
  const clock = createClock();
  const server = await createLobbyServer({ port: 0, host: '127.0.0.1', dataDir: dir, clock, logger: createLogger({ level: 'silent' }) });
  try {
    const { tokens, senderToken } = await createPlayers(server, n);
    return await measure(
      {
        url: `ws://127.0.0.1:${server.port}/ws/chat`,
        mode: 'lobby',
        tokens,
        senderToken,
        messages: m,
        frameTemplate: JSON.stringify({ OP: Op.ChatPublicSend, Message: `{i} ${TEXT}` }),
        initOp: Op.Init,
        initReplyOp: Op.InitReply,
      },
      deadline,
      () => clock.advance(CLOCK_STEP_MS),
    );
  } finally {
    await server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
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
    return await measure(
      {
        url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
        mode: 'bare',
        tokens: Array.from({ length: n }, () => ''),
        senderToken: '',
        messages: m,
        frameTemplate: JSON.stringify({ OP: Op.ChatPublicSend, Message: `{i} ${TEXT}` }),
        initOp: Op.Init,
        initReplyOp: Op.InitReply,
      },
      deadline,
      () => undefined,
    );
  } finally {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  }
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

function describe(label: string, r: Measured): { p50: number; p99: number } {
  const p50 = percentile(r.latencies, 50);
  const p99 = percentile(r.latencies, 99);
  const notes = [r.missing ? `${r.missing} not delivered to all within ${PER_MESSAGE_TIMEOUT_MS / 1000} s` : '', r.duplicates ? 'DUPLICATES seen' : '']
    .filter(Boolean)
    .join('; ');
  console.log(
    `  ${label.padEnd(36)} p50 ${ms(p50).padStart(9)}   p99 ${ms(p99).padStart(9)}   max ${ms(Math.max(...r.latencies)).padStart(9)}` +
      `   (connect ${(r.connectMs / 1000).toFixed(1)} s${notes ? `; ${notes}` : ''})`,
  );
  return { p50, p99 };
}

function openFileLimit(): number | undefined {
  try {
    return Number(execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim()) || undefined;
  } catch {
    return undefined;
  }
}

export async function run(): Promise<void> {
  const sizes = positiveInts(option('n', 'CHAT_FANOUT_N', '1000,5000'));
  const [m] = positiveInts(option('m', 'CHAT_FANOUT_M', '50'));
  const deadline = Date.now() + TOTAL_BUDGET_MS;
  const limit = openFileLimit();
  console.log(`chat-fanout: one sender, M=${m} messages (after ${WARMUP} uncounted), each sent once the previous reached every receiver (+${GAP_MS} ms)`);
  console.log('  latency = send → the LAST of N receivers has the frame; clients in a child process, loopback only');
  for (const n of sizes) {
    if (limit !== undefined && n + 100 > limit) {
      console.log(`  N=${n}: skipped, ulimit -n is ${limit}; raise it past ${n + 100}`);
      continue;
    }
    if (Date.now() > deadline - 10_000) {
      console.log(`  N=${n}: skipped, time budget (${TOTAL_BUDGET_MS / 1000} s) used up`);
      continue;
    }
    console.log(`N=${n} receivers:`);
    try {
      const lobby = describe('lobby server (/ws/chat 30000→30001)', await lobbyRun(n, m!, deadline));
      const bare = describe('bare ws broadcast', await bareRun(n, m!, deadline));
      console.log(`  ratio lobby / bare: p50 ${(lobby.p50 / bare.p50).toFixed(2)}×, p99 ${(lobby.p99 / bare.p99).toFixed(2)}×`);
    } catch (err) {
      console.log(`  N=${n}: stopped: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
