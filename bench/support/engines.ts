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

/** An engine a bench could not measure, and why. */
export interface Skipped {
  engine: string;
  skipped: string;
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
  out.push(typeof pg === 'string' ? { engine: 'PostgreSQL', skipped: pg } : await withServer('PostgreSQL', pg, fn));
  return out;
}
