/**
 * Cluster harness: N real server processes (`node --import tsx server/main.ts`, QA mode) on ONE database
 * and ONE Redis, as an operator would run them behind a load balancer. Each cluster takes a
 * fresh Redis key prefix, so cluster tests run in parallel on one Redis. The first process
 * starts alone (it migrates and seeds), the others then start together; `startCluster`
 * resolves once every process answers `/readyz` 200.
 *
 * @example
 * const redisUrl = await redisForTests(); // null → skip (CI: throws)
 * const c = await startCluster({ processes: 3, redisUrl });
 * await fetch(`${c.nodes[1].url}/readyz`); c.kill(2, 'SIGKILL'); await c.stop();
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { ReadyPath } from '../../src/protocol';
import { openDatabase, resolveStorage } from '../db/database';
import type { DB } from '../db/schema';
import { testDatabaseUrl } from './test-database';

const ROOT = path.resolve(__dirname, '../..');
/**
 * `node --import tsx`, not the `tsx` command: the command runs the server in a child process
 * and cannot pass SIGKILL on, which would leave the real server running.
 */
const NODE_ARGS = ['--import', 'tsx', 'server/main.ts'];

/** Settings of the parent that must not leak into the children: only the harness decides. */
const OWN_SETTINGS = ['QA_MODE', 'DEMO_MODE', 'OIDC_IDP', 'DATABASE_URL', 'DATA_DIR', 'SERVER_PORT', 'LOG_LEVEL', 'CORS_ORIGINS', 'REDIS_URL', 'REDIS_PREFIX'];

export interface ClusterNodeProcess {
  index: number;
  /** http://127.0.0.1:port */
  url: string;
  /** ws://127.0.0.1:port */
  wsUrl: string;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export interface TestCluster {
  nodes: ClusterNodeProcess[];
  redisUrl: string;
  redisPrefix: string;
  databaseUrl: string;
  /** Sends `signal` to process `index`; resolves with its exit code. */
  kill(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  /** Starts one more process on the same database and Redis (e.g. after a kill). */
  addNode(): Promise<ClusterNodeProcess>;
  /** Stops every process still running (SIGKILL), removes the data folder and the Redis keys. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes: number;
  redisUrl: string;
  /** Defaults to a fresh SQLite file in a temporary folder (WAL; several processes share it). */
  databaseUrl?: string;
  /** Extra environment for every process (e.g. PRESENCE_HEARTBEAT_MS). */
  env?: Record<string, string>;
  /** How long a process may take to become ready (default 60 s: tsx compiles on a busy machine). */
  readyTimeoutMs?: number;
}

/**
 * The Redis the server tests use (REDIS_URL, else 127.0.0.1:6379), or null when it does not
 * answer — then the caller skips with the one line printed here; under CI (env CI) it throws.
 */
export async function redisForTests(): Promise<string | null> {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return url;
  } catch (err) {
    const why = `Redis at ${url} is unreachable (${err instanceof Error ? err.message : String(err)})`;
    if (process.env.CI) throw new Error(`${why}: CI must run the Redis suites`);
    process.stdout.write(`SKIPPED Redis suites: ${why}; start redis-server or set REDIS_URL to run them\n`);
    return null;
  } finally {
    client.disconnect();
  }
}

async function waitReady(url: string, exited: Promise<number | null>, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void exited.then(() => (dead = true));
  while (Date.now() < deadline) {
    if (dead) throw new Error(`server process exited before it was ready:\n${output()}`);
    const ok = await fetch(url + ReadyPath).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100)); // polls /readyz: a child process's readiness has no event to wait for
  }
  throw new Error(`server process not ready within ${timeoutMs} ms:\n${output()}`);
}

export async function startCluster(options: ClusterOptions): Promise<TestCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-cluster-'));
  const databaseUrl = options.databaseUrl ?? `sqlite:${path.join(dir, 'lobby.sqlite')}`;
  const redisPrefix = `test-${randomUUID().slice(0, 8)}:`;
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const nodes: ClusterNodeProcess[] = [];
  const spawned: ChildProcess[] = [];

  async function launch(index: number): Promise<ClusterNodeProcess> {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development' };
    for (const key of OWN_SETTINGS) delete env[key];
    Object.assign(env, {
      SERVER_PORT: '0',
      QA_MODE: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: redisPrefix,
      ...options.env,
    });
    const child = spawn(process.execPath, NODE_ARGS, { cwd: ROOT, env });
    spawned.push(child);
    let out = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const listening = new Promise<string>((resolve, reject) => {
      const onData = (d: Buffer) => {
        out += String(d);
        const port = /listening on http:\/\/localhost:(\d+)/.exec(out)?.[1];
        if (port) resolve(port);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      void exited.then(() => reject(new Error(`server process ${index} exited:\n${out}`)));
    });
    const port = await listening;
    const node: ClusterNodeProcess = {
      index,
      url: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}`,
      child,
      output: () => out,
      exited,
    };
    await waitReady(node.url, exited, node.output, readyTimeoutMs);
    return node;
  }

  const cluster: TestCluster = {
    nodes,
    redisUrl: options.redisUrl,
    redisPrefix,
    databaseUrl,
    async kill(index, signal = 'SIGTERM') {
      const node = nodes[index];
      if (!node) throw new Error(`no process ${index}`);
      if (node.child.exitCode === null && node.child.signalCode === null) node.child.kill(signal);
      return node.exited;
    },
    async addNode() {
      const node = await launch(nodes.length);
      nodes.push(node);
      return node;
    },
    async stop() {
      await Promise.all(
        spawned.map((child) => {
          if (child.exitCode !== null || child.signalCode !== null) return undefined;
          const gone = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          return gone;
        }),
      );
      fs.rmSync(dir, { recursive: true, force: true });
      const redis = new Redis(options.redisUrl, { lazyConnect: true });
      redis.on('error', () => undefined);
      try {
        await redis.connect();
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };

  try {
    // The first one migrates and seeds the fresh database; the rest then start together.
    nodes.push(await launch(0));
    const rest = await Promise.all(Array.from({ length: options.processes - 1 }, (_, i) => launch(i + 1)));
    nodes.push(...rest);
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  return cluster;
}

/**
 * A cluster on the engine under test: a fresh PostgreSQL schema under the `server-pg` project
 * (TEST_DB=postgres), else a fresh SQLite file (server/testing/test-database.ts). Each
 * process's pool is `DATABASE_POOL_SIZE` (default 5 here: three clusters in parallel stay far
 * below PostgreSQL's 100 connections). `stop()` also drops the schema or file.
 */
export async function startTestCluster(options: Omit<ClusterOptions, 'databaseUrl'>): Promise<TestCluster> {
  const database = await testDatabaseUrl();
  let cluster: TestCluster;
  try {
    cluster = await startCluster({ ...options, databaseUrl: database.url, env: { DATABASE_POOL_SIZE: '5', ...options.env } });
  } catch (err) {
    await database.drop();
    throw err;
  }
  const stop = cluster.stop.bind(cluster);
  cluster.stop = async () => {
    await stop();
    await database.drop();
  };
  return cluster;
}

/** A connection of the test's own to the cluster's database (read what the processes wrote); destroy it after. */
export function openClusterDatabase(cluster: TestCluster): Kysely<DB> {
  const target = resolveStorage(cluster.databaseUrl, os.tmpdir(), {});
  return openDatabase(target.kind === 'postgres' ? { ...target, poolSize: 2 } : target);
}
