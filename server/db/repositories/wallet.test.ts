import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ItemId, Provider } from '../../../src/protocol';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrate';
import type { DB } from '../schema';
import { repositories, type Repositories } from '.';
import { InsufficientBalanceError } from './wallet';

describe('wallet repository', () => {
  let db: Kysely<DB>;
  let testDb: TestDatabase;
  let repos: Repositories;
  let playerId: number;
  let t = 1_000;

  beforeEach(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
    await migrateToLatest(db);
    repos = repositories(db, () => t);
    const player = await repos.players.create({ name: '測試', provider: Provider.guest, phone: null, site_id: 'owl', lang: 'zh_tw',
      vip_level: 1, level: 1, pic_url: '', picture_setting: 2, information: '', status: 1, rename_count: 0 });
    playerId = player.id;
  });
  afterEach(() => testDb.cleanup());

  const change = (amount: number) => ({ playerId, itemId: ItemId.Gold, amount, source: 'test', reason: 'unit test' });
  const ledgerRows = () => db.selectFrom('ledger').selectAll().where('player_id', '=', playerId).orderBy('id').execute();

  it('credit and debit write one ledger row each with before/after amounts', async () => {
    expect(await repos.wallet.credit(change(100))).toMatchObject({ before: 0, after: 100 });
    t = 2_000;
    expect(await repos.wallet.debit(change(30))).toMatchObject({ before: 100, after: 70 });
    expect(await repos.wallet.balance(playerId, ItemId.Gold)).toBe(70);
    const rows = await ledgerRows();
    expect(rows.map((r) => [r.delta, r.before_amount, r.after_amount, r.source, r.created_at])).toEqual([
      [100, 0, 100, 'test', 1_000],
      [-30, 100, 70, 'test', 2_000],
    ]);
  });

  it('refuses a debit that would go negative and writes nothing', async () => {
    await repos.wallet.credit(change(50));
    await expect(repos.wallet.debit(change(51))).rejects.toBeInstanceOf(InsufficientBalanceError);
    await expect(repos.wallet.debit({ ...change(1), itemId: ItemId.Gem })).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await repos.wallet.balance(playerId, ItemId.Gold)).toBe(50);
    expect((await ledgerRows()).length).toBe(1);
  });

  it('refuses zero, negative and fractional amounts', async () => {
    for (const bad of [0, -5, 1.5, Number.NaN]) {
      await expect(repos.wallet.credit(change(bad))).rejects.toThrow(RangeError);
      await expect(repos.wallet.debit(change(bad))).rejects.toThrow(RangeError);
    }
  });

  it('concurrent debits cannot overdraw', async () => {
    await repos.wallet.credit(change(100));
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => repos.wallet.debit(change(30))));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBe(3);
    expect(results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof InsufficientBalanceError)).toBe(true);
    expect(await repos.wallet.balance(playerId, ItemId.Gold)).toBe(10);
    const rows = await ledgerRows();
    expect(rows.reduce((s, r) => s + Number(r.delta), 0)).toBe(10);
    // Each row starts where the previous one ended: no lost update.
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.before_amount).toBe(rows[i - 1]?.after_amount);
  });

  it('a failing transaction rolls back the balance with its ledger row', async () => {
    await repos.wallet.credit(change(100));
    await expect(
      db.transaction().execute(async (trx) => {
        await repositories(trx, () => t).wallet.debit(change(40));
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect(await repos.wallet.balance(playerId, ItemId.Gold)).toBe(100);
    expect((await ledgerRows()).length).toBe(1);
  });

  it('the database itself refuses a negative balance', async () => {
    await repos.wallet.credit(change(10));
    await expect(
      db.updateTable('bag_items').set({ amount: -1 }).where('player_id', '=', playerId).execute(),
    ).rejects.toThrow(/CHECK|check constraint "bag_items_non_negative"/);
  });
});
