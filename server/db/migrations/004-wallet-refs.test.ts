import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ItemId, Provider } from '../../../src/protocol';
import { Hub } from '../../ws/hub';
import { createLogger } from '../../log';
import { claimBindBonus } from '../../phone/bind';
import type { Services } from '../../services';
import { createWalletService } from '../../wallet';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { migrateToLatest, migrator } from '../migrate';
import { repositories } from '../repositories';
import type { DB } from '../schema';

describe('migration 004: wallet references', () => {
  let db: Kysely<DB>;
  let testDb: TestDatabase;
  beforeEach(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
  });
  afterEach(() => testDb.cleanup());

  it('a bind bonus paid before 004 is a replay afterwards: same Bonus, nothing paid again', async () => {
    expect((await (await migrator(db)).migrateTo('003-phone')).error).toBeUndefined();
    const repos = repositories(db, () => 5_000);
    const player = await repos.players.create({ name: '老玩家', provider: Provider.guest, phone: '0912345678', site_id: 'owl', lang: 'zh_tw',
      vip_level: 1, level: 1, pic_url: '', picture_setting: 2, information: '', status: 1, rename_count: 0 });
    // What the 003-era code wrote: the bind, its paid mark, and the gold as one ledger row.
    await repos.phone.recordBind(player.id, '0912345678');
    await db.updateTable('phone_binds').set({ bonus_paid_at: 4_000, bonus_amount: 30_000 }).execute();
    await db.insertInto('bag_items').values({ player_id: player.id, item_id: ItemId.Gold, amount: 30_000 }).execute();
    await db.insertInto('ledger').values({ player_id: player.id, item_id: ItemId.Gold, delta: 30_000, before_amount: 0, after_amount: 30_000,
      source: 'bind phone bonus', reason: '手機綁定獎勵', created_at: 4_000 }).execute();

    expect(await migrateToLatest(db)).toContain('004-wallet-refs');
    const hub = new Hub();
    const log = createLogger({ level: 'silent' });
    const services = { repos, hub, log, wallet: createWalletService({ repos, hub, log }) } as unknown as Services;
    expect(await claimBindBonus(services, player.id)).toEqual({ Bonus: 30_000 });
    expect(await repos.wallet.balance(player.id, ItemId.Gold)).toBe(30_000);
    expect(await db.selectFrom('ledger').selectAll().execute()).toHaveLength(1);
  });
});
