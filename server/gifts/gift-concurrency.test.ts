/**
 * Player gifts racing their daily limits through real sockets (both engines): concurrent sends
 * never pass a limit, each coin moves once, balances equal their ledgers and the total is kept
 * (sender − amount − fee, receiver + amount, house + fee).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, ItemId } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { houseAccountId } from './house';
import { balance, giftPlayer, ledgerSum, sendGift, setPassword } from './test-kit';

const GOLD = ItemId.Gold;

describe('player gifts under concurrency', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  async function conserved(players: number[], total: number): Promise<void> {
    const house = await houseAccountId(s.services);
    let sum = 0;
    for (const id of [...players, house]) {
      const b = await balance(s, id, GOLD);
      expect(await ledgerSum(s, id, GOLD)).toBe(b);
      sum += b;
    }
    expect(sum).toBe(total);
  }

  it('30 concurrent sends racing a daily count limit of 15 give exactly 15', async () => {
    const a = await giftPlayer(s, { VIPLevel: 4, Gold: 1_000_000 }); // crab VIP 4: 15 gifts a day, 1% fee
    const b = await giftPlayer(s, { VIPLevel: 6, Gold: 0 });
    await setPassword(s, a.id);
    const sockets = [a.chat, ...(await Promise.all(Array.from({ length: 5 }, () => s.initSocket('chat', a.token))))];
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sendGift(sockets[i % sockets.length]!, { ToID: b.id, ItemID: GOLD, Amount: 20_000, Fee: 200, Password: '1234', ClientID: `race-${i}` }),
      ),
    );
    const codes = replies.map((r) => r.Code);
    expect(codes.filter((c) => c === Code.Ok)).toHaveLength(15);
    expect(codes.filter((c) => c !== Code.Ok).every((c) => c === Code.GiftDailyCountLimit)).toBe(true);
    expect(await balance(s, a.id, GOLD)).toBe(1_000_000 - 15 * 20_200);
    expect(await balance(s, b.id, GOLD)).toBe(15 * 20_000);
    expect(await balance(s, await houseAccountId(s.services), GOLD)).toBe(15 * 200);
    expect(await s.db.selectFrom('gifts' as never).selectAll().execute()).toHaveLength(15);
    await conserved([a.id, b.id], 1_000_000);
  });

  it('20 senders racing one recipient\'s 10 daily claims: exactly 10 land', async () => {
    const b = await giftPlayer(s, { Gold: 0 }); // crab VIP 3: 10 claims a day
    const senders = await Promise.all(Array.from({ length: 20 }, () => giftPlayer(s, { VIPLevel: 6, Gold: 100_000 })));
    await Promise.all(senders.map((p) => setPassword(s, p.id)));
    const replies = await Promise.all(senders.map((p) => sendGift(p.chat, { ToID: b.id, ItemID: GOLD, Amount: 20_000, Fee: 100, Password: '1234' })));
    const codes = replies.map((r) => r.Code);
    expect(codes.filter((c) => c === Code.Ok)).toHaveLength(10);
    expect(codes.filter((c) => c !== Code.Ok).every((c) => c === Code.GiftDailyClaimLimit)).toBe(true);
    expect(await balance(s, b.id, GOLD)).toBe(200_000);
    await conserved([b.id, ...senders.map((p) => p.id)], 20 * 100_000);
  });
});
