import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations';
import type { DB } from './schema';

function migrator(db: Kysely<DB>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
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
  return orThrow(await migrator(db).migrateToLatest(), 'migration');
}

/**
 * Drops every table through the migrations' `down` steps and migrates up again, so a QA
 * reset works on any dialect without dialect-specific DROP statements.
 */
export async function rebuildSchema(db: Kysely<DB>): Promise<void> {
  orThrow(await migrator(db).migrateTo(NO_MIGRATIONS), 'migrating down');
  await migrateToLatest(db);
}
