/**
 * Opens the storage chosen by configuration. This folder is the only place that knows the
 * driver (better-sqlite3); everything above talks Kysely, so PostgreSQL can replace it.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { DB } from './schema';
import { ImmediateSqliteDialect } from './sqlite-immediate';

export interface StorageTarget {
  kind: 'sqlite';
  file: string;
}

/**
 * Reads DATABASE_URL: unset means an SQLite file in the data folder.
 * @example resolveStorage(undefined, './data') // { kind: 'sqlite', file: 'data/lobby.sqlite' }
 */
export function resolveStorage(databaseUrl: string | undefined, dataDir: string): StorageTarget {
  const url = databaseUrl?.trim();
  if (!url) return { kind: 'sqlite', file: path.join(dataDir, 'lobby.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(url)) {
    throw new Error(
      'DATABASE_URL points at PostgreSQL: the PostgreSQL dialect needs the `pg` package; ' +
        'planned for scale-out. Unset DATABASE_URL to use the embedded SQLite database.',
    );
  }
  const sqlite = /^(sqlite|file):(\/\/)?(.+)$/i.exec(url);
  if (sqlite?.[3]) return { kind: 'sqlite', file: sqlite[3] };
  throw new Error(`DATABASE_URL not understood: use sqlite:<file> or leave it unset (got "${url}")`);
}

/** Opens (creating the folder if needed) an SQLite file with WAL and foreign keys. */
export function openDatabase(target: StorageTarget): Kysely<DB> {
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
  const sqlite = new Database(target.file);
  // WAL lets readers run while a write commits; busy_timeout covers a second process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
}
