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
 * the full start-up). SQLite: a file copy. PostgreSQL: `CREATE DATABASE … TEMPLATE` once per
 * worker and server running at a time, and then the same database again: when its server has
 * closed, the copy is put back to the template's rows (`resetScript`) and kept for the next
 * test server of the worker. Creating and dropping a database took 250–500 ms of CPU per test
 * server; the reset takes about 10 ms (docs/testing.md, "the seeded template").
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import pg from 'pg';
import { admin, adminUrl, withClient, type TestEngine } from './test-database';

/** Where the template is: an SQLite file, or a PostgreSQL database name. */
export interface SeededTemplate {
  engine: TestEngine;
  /** The SQLite file, or the PostgreSQL database name. */
  where: string;
  /** The time the demo data was seeded at; a copy is only right for a clock standing there. */
  seededAt: number;
  /**
   * PostgreSQL: SQL that puts a copy back to the template's rows and sequence values (every
   * table emptied, children first; the template's rows inserted, parents first; every sequence
   * set where the template's stands), run on a copy whose server has closed.
   */
  resetScript?: string;
}

/** `url` with its database replaced by `database` (the query, e.g. `options`, dropped). */
export function databaseUrl(url: string, database: string): string {
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
  const resetScript = await withClient(databaseUrl(url, name), resetScriptOf);
  const drop = async () => {
    // the template and every copy the workers kept (copyPrefix)
    const copies = await withClient(url, async (client) => {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [copyPrefix(name)]);
      return rows.map((row) => row.datname);
    });
    for (const copy of [...copies, name]) await admin(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`, url);
  };
  return { template: { engine, where: name, seededAt, resetScript }, drop };
}

/** The names of a template's copies start with this, so the run's end finds every one. */
function copyPrefix(template: string): string {
  return `${template.replace(/^lobby_template_/, 'lobby_copy_')}_`;
}

/** The tables of the connection's schema, by name. */
export async function tablesOf(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT relname AS name FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relkind = 'r' ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

/** The SQL that puts a copy of the database `client` is on back to its present rows (SeededTemplate.resetScript). */
async function resetScriptOf(client: pg.Client): Promise<string> {
  const tables = await tablesOf(client);
  const { rows: keys } = await client.query<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint
     WHERE contype = 'f' AND connamespace = current_schema()::regnamespace`,
  );
  // parents before the tables that refer to them
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (table: string) => {
    if (placed.has(table)) return;
    placed.add(table);
    for (const key of keys) if (key.child === table && key.parent !== table) place(key.parent);
    order.push(table);
  };
  tables.forEach(place);
  const ident = (name: string) => client.escapeIdentifier(name);
  const inserts: string[] = [];
  for (const table of order) {
    const { rows } = await client.query<{ rows: string }>(`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${ident(table)} t`);
    const json = rows[0]!.rows;
    if (json !== '[]') {
      inserts.push(
        `INSERT INTO ${ident(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(null::${ident(table)}, ${client.escapeLiteral(json)});`,
      );
    }
  }
  const { rows: sequences } = await client.query<{ name: string; last: string | null }>(
    `SELECT sequencename AS name, last_value::text AS last FROM pg_sequences WHERE schemaname = current_schema()`,
  );
  const setvals = sequences.map(({ name, last }) =>
    last === null ? `SELECT setval(${client.escapeLiteral(ident(name))}, 1, false);` : `SELECT setval(${client.escapeLiteral(ident(name))}, ${last}, true);`,
  );
  // a lock a stray connection still holds makes the reset fail (and the copy be dropped), not wait
  return [
    "BEGIN; SET LOCAL lock_timeout = '2s';",
    ...[...order].reverse().map((table) => `DELETE FROM ${ident(table)};`),
    ...inserts,
    ...setvals,
    'COMMIT;',
  ].join('\n');
}

export interface SeededCopy {
  /** What the server opens: `databaseFile` on SQLite, `databaseUrl` on PostgreSQL. */
  databaseFile?: string;
  databaseUrl?: string;
  /** Gives the copy up: deletes the file (SQLite), or resets the database for the worker's next test server (PostgreSQL). Call after the server closed it. */
  release(): Promise<void>;
}

/** PostgreSQL copies of this worker that were reset and wait for their next test server. */
const spareCopies: string[] = [];

/** A copy of the template, as fresh as a new one, for one test server; on SQLite inside `dir` (the server's data folder). */
export async function copySeededTemplate(template: SeededTemplate, dir: string): Promise<SeededCopy> {
  if (template.engine === 'sqlite') {
    const file = path.join(dir, 'lobby.sqlite');
    fs.copyFileSync(template.where, file);
    return { databaseFile: file, release: async () => fs.rmSync(file, { force: true }) };
  }
  let name = spareCopies.pop();
  if (!name) {
    name = `${copyPrefix(template.where)}${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name} TEMPLATE ${template.where}`);
  }
  const url = databaseUrl(adminUrl(), name);
  return {
    databaseUrl: url,
    async release() {
      try {
        if (!template.resetScript) throw new Error('the template has no reset script');
        await withClient(url, (client) => client.query(template.resetScript!));
        spareCopies.push(name);
      } catch {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  };
}
