/**
 * The `--processes N` side of bench/chat-fanout.ts: N lobby server processes
 * (server/testing/cluster.ts) on a fresh PostgreSQL schema and one Redis under a fresh key
 * prefix; `stop()` kills the processes, removes the Redis keys and drops the schema.
 */
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { QaPath } from '../../src/protocol';
import { openDatabase } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { startCluster } from '../../server/testing/cluster';
import { DEFAULT_TEST_DATABASE_URL, testDatabaseUrl, type TestDatabaseUrl } from '../../server/testing/test-database';

/** Redis or PostgreSQL cannot be reached: the run stops with this message. */
export class ServiceUnavailable extends Error {}

export interface FanoutCluster {
  /** Chat socket URL of each process. */
  chatUrls: string[];
  /** The database every process uses, for creating the bench's players. */
  db: Kysely<DB>;
  /** "schema t_…, Redis prefix test-…:": what stop() removes. */
  where: string;
  /** Moves the shared QA clock of every process (through process 0). */
  advanceClock(ms: number): Promise<void>;
  stop(): Promise<void>;
}

const withoutCredentials = (url: string) => url.replace(/\/\/[^@/]*@/, '//');

export async function requireRedis(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  let cause: unknown; // the socket's error (ECONNREFUSED …); connect() rejects only with "Connection is closed."
  client.on('error', (err) => (cause ??= err));
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    const why = cause ?? err;
    throw new ServiceUnavailable(`Redis at ${withoutCredentials(url)} is unreachable (${why instanceof Error ? why.message : String(why)})`);
  } finally {
    client.disconnect();
  }
}

/** A fresh schema on TEST_DATABASE_URL (default the local `test` database), made as the server tests make theirs. */
export async function freshSchema(): Promise<TestDatabaseUrl> {
  const saved = process.env.TEST_DB;
  process.env.TEST_DB = 'postgres'; // testDatabaseUrl picks the engine from TEST_DB
  try {
    return await testDatabaseUrl();
  } catch (err) {
    const url = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
    throw new ServiceUnavailable(`PostgreSQL at ${withoutCredentials(url)} is unreachable (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    if (saved === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = saved;
  }
}

/** Starts `processes` lobby servers; throws ServiceUnavailable when Redis or PostgreSQL does not answer. */
export async function startFanoutCluster(processes: number, redisUrl: string): Promise<FanoutCluster> {
  await requireRedis(redisUrl);
  const schema = await freshSchema();
  let cluster;
  try {
    cluster = await startCluster({ processes, redisUrl, databaseUrl: schema.url });
  } catch (err) {
    await schema.drop();
    throw err;
  }
  const db = openDatabase({ kind: 'postgres', url: schema.url, poolSize: 2 });
  const first = cluster.nodes[0]!;
  const running = cluster;
  return {
    chatUrls: cluster.nodes.map((node) => `${node.wsUrl}/ws/chat`),
    db,
    where: `schema ${schema.where}, Redis prefix ${cluster.redisPrefix}`,
    async advanceClock(ms) {
      const res = await fetch(first.url + QaPath.Clock, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ AdvanceMs: ms }) });
      if (res.status !== 200) throw new Error(`${QaPath.Clock} answered ${res.status}: ${await res.text()}`);
    },
    async stop() {
      await db.destroy();
      await running.stop();
      await schema.drop();
    },
  };
}
