/**
 * What each engine must guarantee beyond the shared repository tests: 64-bit values as exact
 * numbers or a loud error (PostgreSQL int8 and numeric), and several processes starting on one
 * fresh database migrating and seeding it exactly once.
 */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ItemId, Provider } from '../../src/protocol';
import { createLobbyServer, type LobbyServer } from '../app';
import { createClock } from '../clock';
import { createLogger } from '../log';
import { testDatabaseUrl, testEngine, openTestDatabase, type TestDatabase } from '../testing/test-database';
import { eventually } from '../testing/wait';
import { parseBigNumber } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { repositories } from './repositories';

describe('parseBigNumber (PostgreSQL int8 and numeric)', () => {
  it('returns whole numbers up to ±2^53−1 exactly', () => {
    expect(parseBigNumber('0')).toBe(0);
    expect(parseBigNumber('-42')).toBe(-42);
    expect(parseBigNumber('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseBigNumber('-9007199254740991')).toBe(-Number.MAX_SAFE_INTEGER);
  });

  it('throws, naming the value, beyond 2^53−1 or for a fraction', () => {
    expect(() => parseBigNumber('9007199254740992')).toThrow(/database value 9007199254740992 is not a whole number JavaScript can hold exactly/);
    expect(() => parseBigNumber('-9223372036854775808')).toThrow(RangeError);
    expect(() => parseBigNumber('1.5')).toThrow(/1\.5/);
  });
});

describe('named transaction locks', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await openTestDatabase();
  });
  afterEach(() => testDb.cleanup());

  it('refuse to be taken outside a transaction, where they would not hold', async () => {
    await expect(repositories(testDb.db, () => 0).locks.hold('x')).rejects.toThrow(/lock "x" taken outside a transaction/);
  });

  /** Transactions of this schema waiting for the lock `name` (PostgreSQL; the key as locks.ts takes it). */
  async function waitingFor(name: string): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_locks
      where locktype = 'advisory' and not granted
        and classid = hashtext(current_schema())::oid and objid = hashtext(${name})::oid and objsubid = 2`.execute(testDb.db);
    return rows[0]!.n;
  }

  it('make a second holder of the same name wait for the first commit; other names do not wait', async () => {
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let firstHolds!: () => void;
    const holding = new Promise<void>((r) => (firstHolds = r));
    const first = testDb.db.transaction().execute(async (trx) => {
      await repositories(trx, () => 0).locks.hold('same');
      firstHolds();
      await released;
      order.push('first commits');
    });
    await holding;
    const other = testDb.db.transaction().execute(async (trx) => {
      await repositories(trx, () => 0).locks.hold('other');
      order.push('other name');
    });
    const second = testDb.db.transaction().execute(async (trx) => {
      await repositories(trx, () => 0).locks.hold('same');
      order.push('second holds');
    });
    if (testEngine() === 'postgres') {
      // `other` finishes while the first still holds; the second waits at the lock (pg_locks shows it).
      await other;
      await eventually(async () => expect(await waitingFor('same')).toBe(1));
    }
    // SQLite: Kysely runs one transaction at a time on its one connection, in the order asked.
    release();
    await Promise.all([first, second, other]);
    // SQLite runs one transaction at a time, so there the others wait for the first anyway.
    expect(order).toEqual(testEngine() === 'postgres' ? ['other name', 'first commits', 'second holds'] : ['first commits', 'other name', 'second holds']);
  });
});

describe.runIf(testEngine() === 'postgres')('PostgreSQL values', () => {
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await openTestDatabase();
    await migrateToLatest(testDb.db);
  });
  afterEach(() => testDb.cleanup());

  it('bigint columns, count(*) and sum() come back as numbers', async () => {
    const { db } = testDb;
    const repos = repositories(db, () => 1_000);
    const player = await repos.players.create({ name: '大戶', provider: Provider.guest, phone: null, site_id: '', lang: 'zh_tw', vip_level: 1,
      level: 1, pic_url: '', picture_setting: 2, information: '', status: 1, rename_count: 0 });
    const big = Number.MAX_SAFE_INTEGER - 10;
    await repos.wallet.credit({ playerId: player.id, itemId: ItemId.Gold, amount: big, source: 'test', reason: 'big' });
    expect(await repos.wallet.balance(player.id, ItemId.Gold)).toBe(big);
    const row = await db.selectFrom('bag_items').select('amount').where('player_id', '=', player.id).executeTakeFirstOrThrow();
    expect(row.amount).toBe(big); // a number, not the string pg gives by default
    const totals = await db
      .selectFrom('ledger')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('delta').as('s')])
      .executeTakeFirstOrThrow();
    expect(totals).toEqual({ n: 1, s: big });
  });

  it('a value past 2^53 fails the query loudly instead of rounding', async () => {
    await expect(sql`select 9007199254740993::int8 as n`.execute(testDb.db)).rejects.toThrow(/9007199254740993 is not a whole number/);
    await expect(sql`select sum(x) as s from (values (9007199254740991::int8), (2::int8)) v(x)`.execute(testDb.db)).rejects.toThrow(
      /9007199254740993/,
    );
    // The pool survives: the next query works.
    expect((await sql<{ n: number }>`select 9007199254740991::int8 as n`.execute(testDb.db)).rows).toEqual([{ n: Number.MAX_SAFE_INTEGER }]);
  });
});

// Several processes is the PostgreSQL setup: the embedded SQLite file serves one process
// (docs/decisions/082-pg-schemas-and-migrations.md), so this runs on PostgreSQL only.
describe.runIf(testEngine() === 'postgres')('several servers starting together on one fresh PostgreSQL schema', () => {
  it('migrate and seed it exactly once; all three serve', async () => {
    const target = await testDatabaseUrl();
    const servers: LobbyServer[] = [];
    try {
      const started = await Promise.allSettled(
        [0, 1, 2].map(() =>
          createLobbyServer({
            port: 0,
            host: '127.0.0.1',
            databaseUrl: target.url,
            clock: createClock({ fixedStart: Date.UTC(2025, 0, 15) }),
            logger: createLogger({ level: 'silent' }),
          }),
        ),
      );
      for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const db = servers[0]!.db;
      const applied = await db.selectFrom('kysely_migration' as never).select('name' as never).execute();
      expect(applied).toHaveLength(Object.keys(migrations).length);
      const players = await db.selectFrom('players').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(players.n)).toBe(10);
      for (const s of servers) {
        const health = await fetch(`http://127.0.0.1:${s.port}/healthz`);
        expect(health.status).toBe(200);
      }
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      await target.drop();
    }
  }, 30_000);
});
