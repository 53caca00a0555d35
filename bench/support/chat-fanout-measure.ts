/**
 * The measuring half of bench/chat-fanout.ts: drives the client process
 * (chat-fanout-clients.ts) against one or several servers, creates the signed-in players the
 * lobby runs need, and prints the figures as rows of one table.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { hashToken } from '../../server/auth/sessions';
import { repositories } from '../../server/db/repositories';
import type { DB } from '../../server/db/schema';
import type { FanoutSize } from '../chat-fanout';
import type { StartCommand } from './chat-fanout-clients';
import { fanoutRowFindings, type FanoutRowObservation } from './check-rules';
import type { Findings } from './checks';

export const PER_MESSAGE_TIMEOUT_MS = 15_000;
const GAP_MS = 20;
/** First messages sent but not counted: JIT and first-touch costs are not fan-out. */
export const WARMUP = 3;

export interface Measured {
  latencies: number[];
  /** Messages not at every receiver within PER_MESSAGE_TIMEOUT_MS. */
  missing: number;
  /** Deliveries beyond one per receiver and message. */
  duplicates: number;
  connectMs: number;
}

export type MeasureCommand = Omit<StartCommand, 'type' | 'perMessageTimeoutMs' | 'gapMs'>;

/**
 * Runs the client process and resolves with what it measured. `onDelivered` runs after each
 * message reached every receiver (or timed out); the next message waits for it.
 */
export function measure(command: MeasureCommand, deadline: number, onDelivered: () => void | Promise<void>): Promise<Measured> {
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
    let ended = false;
    const end = (error?: Error, result?: Measured) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      if (error) {
        child.kill('SIGKILL');
        reject(error);
      } else resolve(result!);
    };
    child.on('message', (raw) => {
      const message = raw as { type: string; ms?: number | null; duplicates?: number; message?: string };
      if (message.type === 'connected') connectMs = message.ms ?? 0;
      else if (message.type === 'delivered') {
        if (delivered++ < WARMUP) {
          // not counted
        } else if (typeof message.ms === 'number') latencies.push(message.ms);
        else missing++;
        Promise.resolve(onDelivered()).then(
          () => child.connected && child.send({ type: 'next' }),
          (err: unknown) => end(err instanceof Error ? err : new Error(String(err))),
        );
      } else if (message.type === 'done') end(undefined, { latencies, missing, duplicates: message.duplicates ?? 0, connectMs });
      else if (message.type === 'error') end(new Error(`clients failed: ${message.message}`));
    });
    child.on('exit', (code) => {
      if (code !== 0) end(new Error(`client process exited with ${code}`));
    });
    const start: StartCommand = { type: 'start', perMessageTimeoutMs: PER_MESSAGE_TIMEOUT_MS, gapMs: GAP_MS, ...command, messages: command.messages + WARMUP };
    child.send(start);
  });
}

/**
 * N receivers (VIP 1) and one VIP 3 sender, each with a session token valid for an hour,
 * written in one transaction. `tag` keeps names unique when one database serves several runs.
 */
export async function createPlayers(db: Kysely<DB>, n: number, tag: string): Promise<{ tokens: string[]; senderToken: string }> {
  const now = Date.now();
  const tokens: string[] = [];
  let senderToken = '';
  await db.transaction().execute(async (trx) => {
    const repos = repositories(trx, () => now);
    for (let i = 0; i <= n; i++) {
      const player = await repos.players.create({
        name: `壓測${tag}-${i}`,
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

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export interface Row {
  label: string;
  /** The figures, or why this row has none. */
  result: Measured | string;
}

const LABEL_WIDTH = 44;
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(1)} ms` : '—');

export function tableHeader(): string {
  const cols = ['p50', 'p99', 'max'].map((c) => c.padStart(10)).join('') + 'missing'.padStart(9) + 'dupl.'.padStart(7) + 'connect'.padStart(10);
  return `  ${''.padEnd(LABEL_WIDTH)}${cols}`;
}

/** One line of the table: p50, p99, max, missing, duplicates, connect time. */
export function tableRow(row: Row): string {
  const label = `  ${row.label.padEnd(LABEL_WIDTH)}`;
  if (typeof row.result === 'string') return `${label}  stopped: ${row.result}`;
  const r = row.result;
  const max = r.latencies.length > 0 ? Math.max(...r.latencies) : Number.NaN;
  return (
    label +
    [percentile(r.latencies, 50), percentile(r.latencies, 99), max].map((x) => ms(x).padStart(10)).join('') +
    String(r.missing).padStart(9) +
    String(r.duplicates).padStart(7) +
    `${(r.connectMs / 1000).toFixed(1)} s`.padStart(10)
  );
}

/** "p50 2.10×, p99 1.80×" of a over b, or '' when either has no figures. */
export function ratio(a: Row, b: Row): string {
  if (typeof a.result === 'string' || typeof b.result === 'string') return '';
  const at = (r: Measured, p: number) => percentile(r.latencies, p);
  return `p50 ${(at(a.result, 50) / at(b.result, 50)).toFixed(2)}×, p99 ${(at(a.result, 99) / at(b.result, 99)).toFixed(2)}×`;
}

/**
 * The fan-out checks (support/check-rules.ts) over every row measured: each message at every
 * receiver (a row that stopped showed nothing, so it fails too) and no receiver given one twice.
 */
export function fanoutFindings(sizes: readonly FanoutSize[]): Findings {
  const rows: FanoutRowObservation[] = [];
  for (const s of sizes) {
    for (const row of [s.bare, s.single, s.spread]) {
      if (!row) continue;
      const { result } = row;
      const where = `N=${s.n.toLocaleString('en-US')}, ${row.label}`;
      rows.push({ where, result: typeof result === 'string' ? result : { delivered: result.latencies.length, missing: result.missing, duplicates: result.duplicates } });
    }
  }
  return fanoutRowFindings(rows);
}
