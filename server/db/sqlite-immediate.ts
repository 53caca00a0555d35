/**
 * SQLite transactions that take the write lock when they begin (`begin immediate`). Kysely's
 * SQLite driver begins with a deferred `begin`: a transaction that reads and then writes
 * (a chat send counts the rate limit, then appends) fails at once with "database is locked"
 * when another process committed in between — busy_timeout does not apply to that upgrade.
 * `begin immediate` waits (busy_timeout) for the lock instead, so several server processes can
 * share one SQLite file (issue 9; docs/decisions/089-sqlite-immediate-transactions.md).
 */
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';

export class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
