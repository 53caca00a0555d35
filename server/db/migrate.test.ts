import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEFAULT_POOL_SIZE, describeStorage, resolveStorage } from './database';
import { currentSchema, migrateToLatest, rebuildSchema } from './migrate';
import { migrations } from './migrations';
import type { DB } from './schema';
import { seedDemoData } from './seed';

const now = () => Date.UTC(2025, 0, 15);

describe('migrations and seed', () => {
  let testDb: TestDatabase;
  let db: Kysely<DB>;

  beforeEach(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
  });
  afterEach(() => testDb.cleanup());

  const count = async (table: keyof DB) =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

  it('creates every table on an empty database, and is a no-op the second time', async () => {
    // Every migration, in order (002-chat, 003-phone… join the list as they are added).
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
    const schema = await currentSchema(db);
    const tables = (await db.introspection.getTables()).filter((t) => t.schema === schema).map((t) => t.name).sort();
    expect(tables).toEqual(
      expect.arrayContaining(['players', 'tokens', 'bag_items', 'ledger', 'clubs', 'club_members', 'announcements',
        'chat_channels', 'chat_messages', 'chat_reads', 'games', 'sms_codes', 'sms_outbox', 'relationships']),
    );
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('seeds the demo data once; a second seed changes nothing', async () => {
    await migrateToLatest(db);
    expect(await seedDemoData(db, now)).toBe(true);
    const before = await Promise.all((['players', 'ledger', 'announcements', 'chat_messages', 'games', 'club_members'] as const).map(count));
    expect(await seedDemoData(db, now)).toBe(false);
    const after = await Promise.all((['players', 'ledger', 'announcements', 'chat_messages', 'games', 'club_members'] as const).map(count));
    expect(after).toEqual(before);

    const players = await db.selectFrom('players').select('name').execute();
    expect(players.length).toBe(10); // 5 demo players, the 2 demo rooms' anchors and 3 banned demo players (seed-bans.ts)
    expect(players.every((p) => /[\u4e00-\u9fff]/.test(p.name))).toBe(true);

    const club = await db.selectFrom('clubs').selectAll().executeTakeFirstOrThrow();
    expect(club.name).toBe('皇家俱樂部');
    expect(await count('club_members')).toBeGreaterThanOrEqual(3);

    const categories = (await db.selectFrom('announcements').select('category').execute()).map((a) => a.category);
    expect(new Set(categories)).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect((await db.selectFrom('announcements').select('id').where('is_top', '=', 1).execute()).length).toBeGreaterThan(0);

    const games = await db.selectFrom('games').selectAll().execute();
    expect(games.length).toBeGreaterThanOrEqual(37);
    expect(games.filter((g) => g.is_show === 1).map((g) => Number(g.game_code)).sort()).toEqual(
      [10001, 10002, 10006, 10008, 10010, 10011, 10012, 10014, 10016, 10021, 10022, 10023],
    );
    expect(games.every((g) => g.name_zh_tw && g.name_en_us)).toBe(true);

    // Seeded balances went through the wallet: every bag row is explained by ledger rows.
    const bags = await db.selectFrom('bag_items').selectAll().execute();
    for (const bag of bags) {
      const sum = await db
        .selectFrom('ledger')
        .select((eb) => eb.fn.sum<number>('delta').as('s'))
        .where('player_id', '=', bag.player_id)
        .where('item_id', '=', bag.item_id)
        .executeTakeFirstOrThrow();
      expect(Number(sum.s)).toBe(Number(bag.amount));
    }
  });

  it('rebuildSchema wipes the data and leaves a fresh schema to seed again', async () => {
    await migrateToLatest(db);
    await seedDemoData(db, now);
    await rebuildSchema(db);
    expect(await count('players')).toBe(0);
    expect(await seedDemoData(db, now)).toBe(true);
    expect(await count('players')).toBe(10);
  });

  it('persists across reopening the database', async () => {
    await migrateToLatest(db);
    await seedDemoData(db, now);
    await db.destroy();
    db = testDb.reopen();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await seedDemoData(db, now)).toBe(false);
    expect(await count('players')).toBe(10);
  });
});

describe('resolveStorage', () => {
  it('defaults to an SQLite file in the data folder', () => {
    expect(resolveStorage(undefined, '/tmp/x')).toEqual({ kind: 'sqlite', file: path.join('/tmp/x', 'lobby.sqlite') });
    expect(resolveStorage('', '/tmp/x')).toEqual({ kind: 'sqlite', file: path.join('/tmp/x', 'lobby.sqlite') });
  });

  it('accepts sqlite: URLs', () => {
    expect(resolveStorage('sqlite:/tmp/a.db', 'd')).toEqual({ kind: 'sqlite', file: '/tmp/a.db' });
    expect(resolveStorage('file:///tmp/b.db', 'd')).toEqual({ kind: 'sqlite', file: '/tmp/b.db' });
  });

  it('opens PostgreSQL for postgres:// and postgresql:// URLs, with the pool size from DATABASE_POOL_SIZE', () => {
    expect(resolveStorage('postgres://u:p@h/db', 'd', {})).toEqual({ kind: 'postgres', url: 'postgres://u:p@h/db', poolSize: DEFAULT_POOL_SIZE });
    expect(resolveStorage('postgresql://h:5433/db', 'd', { DATABASE_POOL_SIZE: '25' })).toEqual({
      kind: 'postgres',
      url: 'postgresql://h:5433/db',
      poolSize: 25,
    });
    for (const bad of ['0', '-1', '2.5', 'many', '5000']) {
      expect(() => resolveStorage('postgres://h/db', 'd', { DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE must be a whole number from 1 to 1000/);
    }
  });

  it('names the storage in logs without the password', () => {
    expect(describeStorage({ kind: 'postgres', url: 'postgres://u:secret@db.internal:5433/lobby?sslmode=require', poolSize: 5 })).toBe(
      'postgres://db.internal:5433/lobby',
    );
    expect(describeStorage({ kind: 'sqlite', file: '/tmp/x/lobby.sqlite' })).toBe('/tmp/x/lobby.sqlite');
  });

  it('refuses unknown schemes', () => {
    expect(() => resolveStorage('mysql://h/db', 'd')).toThrow(/not understood/);
  });
});
