/**
 * Opens the storage chosen by configuration. This folder is the only place that knows the
 * drivers (better-sqlite3, pg); everything above talks Kysely, so both engines run the same
 * migrations and repositories.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';
import { SchemaBoundPostgresDialect } from './postgres-schema-dialect';
import { ImmediateSqliteDialect } from './sqlite-immediate';

export type StorageTarget =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      /** A libpq-style URL; `?options=-c search_path=…` picks a schema. */
      url: string;
      /** Connections in the pool (env DATABASE_POOL_SIZE, default 10). */
      poolSize: number;
    };

export const DEFAULT_POOL_SIZE = 10;

/** The target for logs: the SQLite file, or the PostgreSQL host and database without credentials. */
export function describeStorage(target: StorageTarget): string {
  if (target.kind === 'sqlite') return target.file;
  const u = new URL(target.url);
  return `postgres://${u.host}${u.pathname}`;
}

function poolSizeFrom(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_POOL_SIZE;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "${raw}")`);
  }
  return n;
}

/**
 * Reads DATABASE_URL: unset means an SQLite file in the data folder; postgres:// means
 * PostgreSQL with DATABASE_POOL_SIZE connections.
 * @example resolveStorage(undefined, './data') // { kind: 'sqlite', file: 'data/lobby.sqlite' }
 */
export function resolveStorage(
  databaseUrl: string | undefined,
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): StorageTarget {
  const url = databaseUrl?.trim();
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'lobby.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url, poolSize: poolSizeFrom(env.DATABASE_POOL_SIZE) };
  const sqlite = /^(sqlite|file):(\/\/)?(.+)$/i.exec(url);
  if (sqlite?.[3]) return { kind: 'sqlite', file: sqlite[3] };
  throw new Error(`DATABASE_URL not understood: use postgres://…, sqlite:<file> or leave it unset (got "${url}")`);
}

// PostgreSQL type oids whose text form is a number JavaScript may not hold exactly.
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * int8 (bigint columns, count(*)) and numeric (sum of bigint) as JavaScript numbers: exact
 * below 2^53, and an error naming the value beyond, never a silently rounded amount.
 */
export function parseBigNumber(text: string): number {
  const n = Number(text);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(n)) {
    throw new RangeError(`database value ${text} is not a whole number JavaScript can hold exactly (limit ±${Number.MAX_SAFE_INTEGER})`);
  }
  return n;
}

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return parseBigNumber;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

function openPostgres(target: Extract<StorageTarget, { kind: 'postgres' }>): Kysely<DB> {
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize, types: pgTypes });
  // An idle connection the server drops (restart, failover) must not crash the process: the
  // pool discards it and the next query opens a fresh one.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection lost: ${err.message}`));
  return new Kysely<DB>({ dialect: new SchemaBoundPostgresDialect({ pool }) });
}

/** Opens the target: an SQLite file (created with its folder, WAL, foreign keys) or a PostgreSQL pool. */
export function openDatabase(target: StorageTarget): Kysely<DB> {
  if (target.kind === 'postgres') return openPostgres(target);
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new Database(target.file);
  // WAL lets readers run while a write commits; busy_timeout covers a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}
