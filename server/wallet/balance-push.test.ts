import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountPath, BIND_BONUS_SCREEN, Code, ItemId, Op } from '../../src/protocol';
import { LocalBus, LocalNetwork } from '../cluster/bus';
import { startTestServer, type TestServer } from '../testing/harness';
import { testDatabaseUrl } from '../testing/test-database';
import { InsufficientBalanceError } from '.';

const GOLD = ItemId.Gold;
const bag = (gold: number, gems = 0, points = 0) => ({
  OP: Op.WalletReply,
  Code: Code.Ok,
  Message: '',
  Result: { Bag: { Items: { [GOLD]: { Amount: gold }, [ItemId.Gem]: { Amount: gems }, [ItemId.GamePoints]: { Amount: points } } } },
});

describe('wallet: the new balance is pushed to the player\'s lobby sockets after commit', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  const qaPlayer = async (gold: number) => (await s.post('/__qa/players', { Gold: gold })).json as { PlayerID: number; Token: string };
  const credit = (playerId: number, delta: number, id: string | number) =>
    s.services.wallet.apply([{ playerId, itemId: GOLD, delta }], { ref: { kind: 'test', id, playerId, itemId: GOLD }, source: 'test', reason: 'push' });

  it('every lobby tab gets the exact WalletReply frame; chat sockets do not; a replay pushes nothing', async () => {
    const p = await qaPlayer(100);
    const tab1 = await s.initSocket('lobby', p.Token);
    const tab2 = await s.initSocket('lobby', p.Token);
    const chat = await s.initSocket('chat', p.Token);
    await credit(p.PlayerID, 50, 'a');
    expect(await tab1.next()).toEqual(bag(150));
    expect(await tab2.next()).toEqual(bag(150));
    expect(await chat.unread()).toEqual([]);
    // The reply to this request was "lost": the replay changes nothing and pushes nothing.
    const replay = await credit(p.PlayerID, 50, 'a');
    expect(replay.replayed).toBe(true);
    expect(await tab1.unread()).toEqual([]);
    expect(await s.services.repos.wallet.balance(p.PlayerID, GOLD)).toBe(150);
  });

  it('a transfer pushes to both players; a refused one pushes nothing', async () => {
    const a = await qaPlayer(100);
    const b = await qaPlayer(0);
    const la = await s.initSocket('lobby', a.Token);
    const lb = await s.initSocket('lobby', b.Token);
    await s.services.wallet.transfer(a.PlayerID, b.PlayerID, GOLD, 30, { kind: 'transfer', id: 1 });
    expect(await la.next()).toEqual(bag(70));
    expect(await lb.next()).toEqual(bag(30));
    await expect(s.services.wallet.transfer(a.PlayerID, b.PlayerID, GOLD, 71, { kind: 'transfer', id: 2 })).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await la.unread()).toEqual([]);
    expect(await lb.unread()).toEqual([]);
  });

  it('after concurrent commits the last frame shows the final balance', async () => {
    const p = await qaPlayer(0);
    const lobby = await s.initSocket('lobby', p.Token);
    // Each apply resolves once its push went out (WalletService.publish awaits the pusher).
    await Promise.all(Array.from({ length: 20 }, (_, i) => credit(p.PlayerID, 1, i)));
    const frames = await lobby.unread();
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.length).toBeLessThanOrEqual(20); // coalesced, never more than one per commit
    expect(frames.at(-1)).toEqual(bag(20));
  });

  it('the bind bonus pushes once; its retry answers the same bonus without a frame', async () => {
    const p = await qaPlayer(1000);
    await s.db.insertInto('phone_binds').values({ player_id: p.PlayerID, phone: '0912345678', bound_at: 0, bonus_paid_at: null, bonus_amount: null }).execute();
    const lobby = await s.initSocket('lobby', p.Token);
    const claim = () => s.post(AccountPath.BindBonusClaim, { Screen: BIND_BONUS_SCREEN }, { 'api-token': p.Token });
    const first = await claim();
    expect(first.json.Result.Bonus).toBeGreaterThan(0);
    expect(await lobby.next()).toEqual(bag(1000 + Number(first.json.Result.Bonus)));
    expect((await claim()).json).toEqual(first.json);
    expect(await lobby.unread()).toEqual([]);
  });
});

describe('wallet push across two processes', () => {
  it('reaches a lobby socket that opened on the other process before this one heard of it', async () => {
    const database = await testDatabaseUrl();
    const network = new LocalNetwork();
    const a = await startTestServer({ databaseUrl: database.url, bus: new LocalBus(network) });
    const b = await startTestServer({ databaseUrl: database.url, bus: new LocalBus(network) });
    try {
      const p = (await a.post('/__qa/players', { Gold: 100 })).json as { PlayerID: number; Token: string };
      // b's "this player is online here" is still on its way to a (held for good).
      network.hold = (raw) => raw.includes('"presence"');
      const lobby = await b.initSocket('lobby', p.Token);
      expect(a.services.hub.isOnline(p.PlayerID)).toBe(false);
      await a.services.wallet.apply([{ playerId: p.PlayerID, itemId: GOLD, delta: 677 }], {
        ref: { kind: 'test', id: 'cross', playerId: p.PlayerID, itemId: GOLD },
        source: 'test',
        reason: 'push',
      });
      expect(await lobby.next()).toEqual(bag(777));
    } finally {
      await a.cleanup();
      await b.cleanup();
      await database.drop();
    }
  });
});
