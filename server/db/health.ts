/**
 * The database side of the readiness check (`/readyz`): the database answers a query.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from './schema';

/** Resolves when the database answers `select 1`; throws its error otherwise. */
export async function databaseAnswers(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
