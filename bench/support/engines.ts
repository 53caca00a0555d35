/**
 * The benches' engines: a lobby server (QA mode, silent) on a temporary SQLite folder, then on a
 * fresh PostgreSQL schema of TEST_DATABASE_URL or the local server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLobbyServer, type LobbyServer } from '../../server/app';
import { createClock } from '../../server/clock';
import { createLogger } from '../../server/log';
import { testDatabaseUrl, type TestDatabaseUrl } from '../../server/testing/test-database';
import { checkTitle, recordCheck, unavailable } from './checks';

/**
 * An engine a bench could not measure, and why: its database did not answer (`unreachable`),
 * or the run on it threw (a failure of the bench, not of the machine).
 */
export interface Skipped {
  engine: string;
  skipped: string;
  unreachable?: boolean;
}

/** A fresh PostgreSQL schema, or the reason there is none. */
export async function freshPostgres(): Promise<TestDatabaseUrl | string> {
  const previous = process.env.TEST_DB;
  process.env.TEST_DB = 'postgres';
  try {
    return await testDatabaseUrl();
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    if (previous === undefined) delete process.env.TEST_DB;
    else process.env.TEST_DB = previous;
  }
}

async function withServer<T>(engine: string, database: TestDatabaseUrl | undefined, fn: (server: LobbyServer, engine: string) => Promise<T>): Promise<T | Skipped> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-engine-'));
  let server: LobbyServer | undefined;
  try {
    server = await createLobbyServer({ port: 0, host: '127.0.0.1', dataDir: dir, databaseUrl: database?.url, qaMode: true, clock: createClock(), logger: createLogger({ level: 'silent' }) });
    return await fn(server, engine);
  } catch (err) {
    return { engine, skipped: err instanceof Error ? err.message : String(err) };
  } finally {
    await server?.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `fn` on a server over SQLite, then over PostgreSQL; an engine that fails answers why. */
export async function onBothEngines<T>(fn: (server: LobbyServer, engine: string) => Promise<T>): Promise<(T | Skipped)[]> {
  const out = [await withServer('SQLite', undefined, fn)];
  const pg = await freshPostgres();
  out.push(typeof pg === 'string' ? { engine: 'PostgreSQL', skipped: pg, unreachable: true } : await withServer('PostgreSQL', pg, fn));
  return out;
}

/**
 * Prints why an engine was not measured and counts it: a run that threw is a failed check
 * (`<bench> › ran on <engine>`); PostgreSQL not answering is a skip (a failure under CI).
 */
export function notMeasured(bench: string, s: Skipped): void {
  console.log(`  ${s.engine.padEnd(10)} not measured: ${s.skipped}`);
  if (s.unreachable) unavailable(bench, `on ${s.engine}`, s.skipped, false);
  else recordCheck(checkTitle(bench, `ran on ${s.engine}`), [s.skipped]);
}
