import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate';
import { openTestDatabase, testEngine, type TestDatabase } from '../testing/test-database';

// PostgreSQL only: SQLite has one schema per file, and Kysely's SQLite introspector reads it.
describe.runIf(testEngine() === 'postgres')('introspection bound to the connection schema', () => {
  let mine: TestDatabase;
  let other: TestDatabase;
  beforeEach(async () => {
    [mine, other] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterEach(async () => {
    await Promise.all([mine.cleanup(), other.cleanup()]);
  });

  it("lists only its own schema's tables, with serial and identity columns as auto-incrementing", async () => {
    await sql`create table thing (id serial primary key, code int generated always as identity, note text, n int not null default 3)`.execute(other.db);
    await sql`create table mine_only (id bigint primary key, label text)`.execute(mine.db);
    const tables = await mine.db.introspection.getTables();
    expect(tables.map((t) => [t.schema, t.name])).toEqual([[mine.where, 'mine_only']]);

    const [thing] = await other.db.introspection.getTables();
    expect(thing?.name).toBe('thing');
    expect(thing?.columns.map((c) => [c.name, c.isAutoIncrementing, c.isNullable, c.hasDefaultValue])).toEqual([
      ['id', true, false, true],
      ['code', true, false, false],
      ['note', false, true, false],
      ['n', false, false, true],
    ]);
  });

  it('migrates its own schema while another schema of the same database is already migrated', async () => {
    // The migrator asks "does kysely_migration exist?" through the introspector: it must not
    // see the other schema's table and skip creating its own.
    expect((await migrateToLatest(other.db)).length).toBeGreaterThan(0);
    expect((await migrateToLatest(mine.db)).length).toBeGreaterThan(0);
    expect((await mine.db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name)).toContain('kysely_migration');
    expect((await mine.db.introspection.getTables()).map((t) => t.name)).not.toContain('kysely_migration');
  });
});
