import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations';
import type { DB } from './schema';

/**
 * The PostgreSQL schema the connection works in (search_path), or undefined on SQLite. The
 * migrator must be told: its "does the table exist" check otherwise sees the bookkeeping
 * tables of every schema in the database and skips creating this schema's own.
 */
export async function currentSchema(db: Kysely<DB>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: the search_path names no existing schema');
  return schema;
}

/** A migrator over the static migration list, bound to the connection's schema. */
export async function migrator(db: Kysely<DB>): Promise<Migrator> {
  const migrationTableSchema = await currentSchema(db);
  return new Migrator({ db, migrationTableSchema, provider: { getMigrations: async () => migrations } });
}

function orThrow(result: MigrationResultSet, what: string): string[] {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`${what} failed${failed ? ` at ${failed}` : ''}: ${String(result.error)}`, {
      cause: result.error,
    });
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Applies pending migrations; returns the names applied now (empty when up to date). */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  return orThrow(await (await migrator(db)).migrateToLatest(), 'migration');
}

/**
 * Drops every table through the migrations' `down` steps and migrates up again, so a QA
 * reset works on any dialect without dialect-specific DROP statements.
 */
export async function rebuildSchema(db: Kysely<DB>): Promise<void> {
  orThrow(await (await migrator(db)).migrateTo(NO_MIGRATIONS), 'migrating down');
  await migrateToLatest(db);
}
