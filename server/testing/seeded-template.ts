/**
 * A migrated, seeded database that each test server starts from as a copy. A test server used
 * to run every migration and seed the demo data into an empty database; over the ~800 test
 * servers of a run that was most of the server tests' time, on PostgreSQL above all
 * (docs/testing.md, "the seeded template"). The migrations and the seed still run, once per
 * run and engine, here; `server/db/migrate.test.ts` and `storage-engines.test.ts` test them
 * on empty databases.
 *
 * The vitest global set-up (`server/testing/global-setup.ts`) makes the template at
 * TEST_START and hands its location to the workers (`inject`); the harness copies it for a
 * test server that uses the harness's own clock and storage (a test that brings its own keeps
 * the full start-up). SQLite: a file copy. PostgreSQL: `CREATE DATABASE … TEMPLATE`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import { admin, adminUrl, type TestEngine } from './test-database';

/** Where the template is: an SQLite file, or a PostgreSQL database name. */
export interface SeededTemplate {
  engine: TestEngine;
  /** The SQLite file, or the PostgreSQL database name. */
  where: string;
  /** The time the demo data was seeded at; a copy is only right for a clock standing there. */
  seededAt: number;
}

/** `url` with its database replaced by `database` (the query, e.g. `options`, dropped). */
function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  u.search = '';
  return u.toString();
}

/** 2025-01-15 12:00 in Taipei: a test server's fixed "now" (keeps times in assertions stable), and so the template's seed time. */
export const TEST_START = Date.UTC(2025, 0, 15, 4, 0, 0);

/**
 * Migrates and seeds a new template; returns it and how to drop it. `url`: the PostgreSQL
 * server's admin URL (the project's TEST_DATABASE_URL).
 */
export async function makeSeededTemplate(
  engine: TestEngine,
  seededAt: number,
  url = adminUrl(),
): Promise<{ template: SeededTemplate; drop(): Promise<void> }> {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-template-'));
    const file = path.join(dir, 'lobby.sqlite');
    const db = openDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(db);
      await seedDemoData(db, () => seededAt);
    } finally {
      await db.destroy(); // the last connection's close folds the WAL into the file
    }
    return { template: { engine, where: file, seededAt }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `lobby_template_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`, url);
  const db = openDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: 1 });
  try {
    await migrateToLatest(db);
    await seedDemoData(db, () => seededAt);
  } finally {
    await db.destroy(); // CREATE DATABASE … TEMPLATE needs the template without connections
  }
  return { template: { engine, where: name, seededAt }, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, url) };
}

export interface SeededCopy {
  /** What the server opens: `databaseFile` on SQLite, `databaseUrl` on PostgreSQL. */
  databaseFile?: string;
  databaseUrl?: string;
  /** Removes the copy; call after the server closed it. */
  drop(): Promise<void>;
}

/** A fresh copy of the template for one test server; on SQLite inside `dir` (the server's data folder). */
export async function copySeededTemplate(template: SeededTemplate, dir: string): Promise<SeededCopy> {
  if (template.engine === 'sqlite') {
    const file = path.join(dir, 'lobby.sqlite');
    fs.copyFileSync(template.where, file);
    return { databaseFile: file, drop: async () => fs.rmSync(file, { force: true }) };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${template.where}`);
  return {
    databaseUrl: databaseUrl(adminUrl(), name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
