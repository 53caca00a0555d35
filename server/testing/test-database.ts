/**
 * The database a server test runs on. The vitest project `server` leaves TEST_DB unset
 * (SQLite in a temporary folder); `server-pg` sets TEST_DB=postgres, and every test server or
 * directly opened database then gets its OWN schema on TEST_DATABASE_URL (default: the `test`
 * database on 127.0.0.1), so test files run in parallel. The schema is dropped at cleanup.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../db/database';
import type { DB } from '../db/schema';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export type TestEngine = 'sqlite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

/** Runs `run` on a short-lived connection to `url`, closed after it. */
export async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on a short-lived connection outside any test schema. */
export async function admin(statement: string, url = adminUrl()): Promise<void> {
  await withClient(url, (client) => client.query(statement));
}

export interface TestDatabaseUrl {
  /** DATABASE_URL for the server: a fresh schema on PostgreSQL, an SQLite file otherwise. */
  url: string;
  /** The PostgreSQL schema, or the SQLite file. */
  where: string;
  /** Drops the schema (PostgreSQL) or deletes the folder (SQLite). Call after the database is closed. */
  drop(): Promise<void>;
}

/** A fresh, empty database for one test server or one directly opened database. */
export async function testDatabaseUrl(): Promise<TestDatabaseUrl> {
  if (testEngine() === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-db-'));
    const file = path.join(dir, 'lobby.sqlite');
    return { url: `sqlite:${file}`, where: file, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(adminUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), where: schema, drop: () => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

export interface TestDatabase {
  db: Kysely<DB>;
  engine: TestEngine;
  where: string;
  /** The same database again through a new connection (pool): for reopen and multi-process tests. */
  reopen(): Kysely<DB>;
  /** Closes every connection it opened and drops the database. */
  cleanup(): Promise<void>;
}

/** Opens a fresh database on the engine under test (not migrated). */
export async function openTestDatabase(): Promise<TestDatabase> {
  const target = await testDatabaseUrl();
  const open = () =>
    openDatabase(
      testEngine() === 'postgres' ? { kind: 'postgres', url: target.url, poolSize: 10 } : { kind: 'sqlite', file: target.where },
    );
  const opened: Kysely<DB>[] = [];
  const reopen = () => {
    const db = open();
    opened.push(db);
    return db;
  };
  return {
    db: reopen(),
    engine: testEngine(),
    where: target.where,
    reopen,
    async cleanup() {
      await Promise.all(opened.map((db) => db.destroy()));
      await target.drop();
    },
  };
}
