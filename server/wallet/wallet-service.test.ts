import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ItemId, Provider } from '../../src/protocol';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { migrateToLatest } from '../db/migrate';
import { repositories, type Repositories } from '../db/repositories';
import type { DB } from '../db/schema';
import { createLogger } from '../log';
import { Hub } from '../ws/hub';
import { createWalletService, InsufficientBalanceError, refKey, type WalletService } from '.';

const GOLD = ItemId.Gold;

/** Deterministic PRNG (mulberry32) so a failing run can be replayed. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('wallet service', () => {
  let db: Kysely<DB>;
  let testDb: TestDatabase;
  let repos: Repositories;
  let wallet: WalletService;

  beforeEach(async () => {
    testDb = await openTestDatabase();
    db = testDb.db;
    await migrateToLatest(db);
    repos = repositories(db, () => 1_000);
    wallet = createWalletService({ repos, hub: new Hub(), log: createLogger({ level: 'silent' }) });
  });
  afterEach(() => testDb.cleanup());

  async function newPlayer(gold = 0): Promise<number> {
    const p = await repos.players.create({ name: '測試', provider: Provider.guest, phone: null, site_id: 'owl', lang: 'zh_tw',
      vip_level: 1, level: 1, pic_url: '', picture_setting: 2, information: '', status: 1, rename_count: 0 });
    if (gold > 0) await wallet.apply([{ playerId: p.id, itemId: GOLD, delta: gold }], { ref: { kind: 'test-fund', id: p.id, playerId: p.id, itemId: GOLD }, source: 'test', reason: 'fund' });
    return p.id;
  }
  const ledger = (playerId?: number) => {
    const q = db.selectFrom('ledger').selectAll().orderBy('id');
    return (playerId === undefined ? q : q.where('player_id', '=', playerId)).execute();
  };

  it('1,000 concurrent replays of one reference pay once and all answer the same result', async () => {
    const player = await newPlayer();
    const ref = { kind: 'bind-bonus', id: player, playerId: player, itemId: GOLD };
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => wallet.apply([{ playerId: player, itemId: GOLD, delta: 30_000 }], { ref, source: 'bonus', reason: 'once' })),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const first = results.find((r) => !r.replayed)!;
    for (const r of results) expect({ ref: r.ref, entries: r.entries }).toEqual({ ref: first.ref, entries: first.entries });
    expect(first.entries).toEqual([{ playerId: player, itemId: GOLD, delta: 30_000, before: 0, after: 30_000, ledgerId: expect.any(Number) }]);
    expect(await repos.wallet.balance(player, GOLD)).toBe(30_000);
    expect(await ledger(player)).toHaveLength(1);
    expect(await db.selectFrom('wallet_refs').selectAll().execute()).toEqual([{ ref: refKey(ref), result: JSON.stringify({ ref: first.ref, entries: first.entries }), created_at: 1_000 }]);
  });

  it('1,000 concurrent random transfers among 20 players keep the total exact and every balance equal to its ledger sum', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, () => newPlayer(1_000)));
    const random = prng(7);
    const pick = () => players[Math.floor(random() * players.length)]!;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) => {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        return wallet.transfer(from, to, GOLD, 1 + Math.floor(random() * 400), { kind: 'transfer', id: i });
      }),
    );
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(refused.every((o) => o.reason instanceof InsufficientBalanceError)).toBe(true);
    expect(outcomes.length - refused.length).toBeGreaterThan(500); // most transfers went through

    let total = 0;
    for (const p of players) {
      const balance = await repos.wallet.balance(p, GOLD);
      const rows = await ledger(p);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(rows.reduce((sum, r) => sum + Number(r.delta), 0)).toBe(balance);
      // Each row starts where the previous one ended: no lost or doubled update.
      for (let i = 1; i < rows.length; i++) expect(rows[i]!.before_amount).toBe(rows[i - 1]!.after_amount);
      total += balance;
    }
    expect(total).toBe(20 * 1_000);
    // Two ledger rows per applied transfer (plus the funding rows), one reference each.
    const applied = outcomes.length - refused.length;
    expect(await ledger()).toHaveLength(20 + 2 * applied);
    expect(await db.selectFrom('wallet_refs').select('ref').execute()).toHaveLength(20 + applied);
  });

  it('a replayed transfer moves nothing and answers the first result', async () => {
    const a = await newPlayer(100);
    const b = await newPlayer();
    const first = await wallet.transfer(a, b, GOLD, 40, { kind: 'transfer', id: 'req-1' });
    const again = await wallet.transfer(a, b, GOLD, 40, { kind: 'transfer', id: 'req-1' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(first.ref).toBe(`transfer:req-1:${a}:${GOLD}`);
    expect([await repos.wallet.balance(a, GOLD), await repos.wallet.balance(b, GOLD)]).toEqual([60, 40]);
    expect(await ledger(b)).toHaveLength(1);
  });

  it('a debit past zero is refused and leaves no ledger row, no balance change and no reference', async () => {
    const player = await newPlayer(100);
    const other = await newPlayer();
    const ref = { kind: 'gift', id: 'g-1', playerId: player, itemId: GOLD };
    // Several changes in one operation: the credit before the refused debit is rolled back too.
    const overdraw = () => wallet.apply(
      [{ playerId: other, itemId: GOLD, delta: 150 }, { playerId: player, itemId: GOLD, delta: -150 }],
      { ref, source: 'gift', reason: 'too much' },
    );
    await expect(overdraw()).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await repos.wallet.balance(player, GOLD)).toBe(100);
    expect(await repos.wallet.balance(other, GOLD)).toBe(0);
    expect(await ledger(player)).toHaveLength(1);
    expect(await ledger(other)).toHaveLength(0);
    expect(await repos.wallet.refResult(refKey(ref))).toBeUndefined();
    // A refused operation is not recorded: once funded, the same reference goes through.
    await wallet.apply([{ playerId: player, itemId: GOLD, delta: 50 }], { ref: { ...ref, kind: 'top-up' }, source: 'test', reason: 'top up' });
    const done = await overdraw();
    expect(done.replayed).toBe(false);
    expect(done.entries.map((e) => [e.playerId, e.delta, e.before, e.after])).toEqual([[other, 150, 0, 150], [player, -150, 150, 0]]);
  });

  it('refuses bad changes and references before touching storage', async () => {
    const player = await newPlayer(10);
    const ref = { kind: 'test', id: 1, playerId: player, itemId: GOLD };
    const opts = { ref, source: 'test', reason: 'bad' };
    await expect(wallet.apply([], opts)).rejects.toThrow(RangeError);
    for (const delta of [0, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2]) {
      await expect(wallet.apply([{ playerId: player, itemId: GOLD, delta }], opts)).rejects.toThrow(RangeError);
    }
    await expect(wallet.apply([{ playerId: player, itemId: GOLD, delta: 1 }], { ...opts, ref: { ...ref, kind: 'Bad Kind' } })).rejects.toThrow(RangeError);
    await expect(wallet.apply([{ playerId: player, itemId: GOLD, delta: 1 }], { ...opts, ref: { ...ref, id: 'a:b' } })).rejects.toThrow(RangeError);
    await expect(wallet.transfer(player, player, GOLD, 1, { kind: 'transfer', id: 1 })).rejects.toThrow(RangeError);
    await expect(wallet.transfer(player, player + 1, GOLD, 0, { kind: 'transfer', id: 1 })).rejects.toThrow(RangeError);
    expect(await ledger(player)).toHaveLength(1);
    expect(refKey({ kind: 'bind-bonus', id: 42, playerId: 42, itemId: 1 })).toBe('bind-bonus:42:42:1');
  });

  it('the feature write in the same transaction commits with the money, once', async () => {
    const player = await newPlayer();
    let runs = 0;
    const claim = () =>
      wallet.apply([{ playerId: player, itemId: GOLD, delta: 5 }], {
        ref: { kind: 'mark', id: 1, playerId: player, itemId: GOLD },
        source: 'test',
        reason: 'mark',
        alsoInTransaction: async () => {
          runs++;
        },
      });
    await claim();
    await claim();
    expect(runs).toBe(1);
    const failing = wallet.apply([{ playerId: player, itemId: GOLD, delta: 5 }], {
      ref: { kind: 'mark', id: 2, playerId: player, itemId: GOLD },
      source: 'test',
      reason: 'mark',
      alsoInTransaction: () => Promise.reject(new Error('feature write failed')),
    });
    await expect(failing).rejects.toThrow('feature write failed');
    expect(await repos.wallet.balance(player, GOLD)).toBe(5);
    expect(await repos.wallet.refResult('mark:2:' + player + ':' + GOLD)).toBeUndefined();
  });
});
