/**
 * Live gifts across two lobby processes on one database (SQLite file, or one PostgreSQL
 * schema under server-pg), joined by an in-process bus: the 30181 push reaches a room member
 * on the other process, and a retry of the same ClientID on the other process moves nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, GiftItemId, Op } from '../../src/protocol';
import { LocalBus, LocalNetwork } from '../cluster/bus';
import { drain } from '../chat/test-kit';
import { SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { startTestServer, type TestServer } from '../testing/harness';
import { testDatabaseUrl, type TestDatabaseUrl } from '../testing/test-database';
import { anchorOf, balance, giftPlayer, joinRoom, replyOf, sendGift } from './test-kit';

const ROOM = SEED_LIVE_ROOMS[0].id;

describe('live gifts across processes', () => {
  let database: TestDatabaseUrl;
  let network: LocalNetwork;
  let a: TestServer;
  let b: TestServer;

  beforeEach(async () => {
    database = await testDatabaseUrl();
    network = new LocalNetwork();
    a = await startTestServer({ databaseUrl: database.url, bus: new LocalBus(network) });
    b = await startTestServer({ databaseUrl: database.url, bus: new LocalBus(network) });
  });
  afterEach(async () => {
    await a.cleanup();
    await b.cleanup();
    await database.drop();
  });

  it('a gift sent on one process is pushed to the room member on the other; the retry there moves nothing', async () => {
    const sender = await giftPlayer(a, { Name: '送禮者', Items: { [GiftItemId.Yacht]: 5 } });
    const watcher = await giftPlayer(b, { Name: '觀眾' });
    await joinRoom(sender, ROOM);
    await joinRoom(watcher, ROOM);
    await Promise.all([drain(sender.chat), drain(watcher.chat)]);

    const sent = await sendGift(sender.chat, { ToID: watcher.id, ItemID: GiftItemId.Yacht, Amount: 2, ClientID: 'yacht-1' });
    expect(sent.Code).toBe(Code.Ok);
    expect(await replyOf(watcher.chat, Op.LiveGiftPush)).toMatchObject({
      Result: { GiftID: sent.Result.GiftID, RoomID: ROOM, FromID: sender.id, FromName: '送禮者', ToID: watcher.id, ToName: '觀眾', ItemID: GiftItemId.Yacht, Amount: 2 },
    });

    // The same player on process b retries the same ClientID: the first gift, nothing moved.
    const tab = await b.initSocket('chat', sender.token);
    tab.send({ OP: Op.LiveJoin, RoomID: ROOM });
    await replyOf(tab, Op.LiveJoinReply);
    const retry = await sendGift(tab, { ToID: watcher.id, ItemID: GiftItemId.Yacht, Amount: 2, ClientID: 'yacht-1' });
    expect(retry.Result).toEqual(sent.Result);
    expect([await balance(a, sender.id, GiftItemId.Yacht), await balance(b, watcher.id, GiftItemId.Yacht)]).toEqual([3, 2]);

    // To the anchor from process b: the member on process a hears it.
    await drain(sender.chat);
    const toAnchor = await sendGift(tab, { ToID: 0, ItemID: GiftItemId.Yacht, Amount: 1 });
    expect(toAnchor.Result.ToID).toBe(await anchorOf(a, ROOM));
    expect(await replyOf(sender.chat, Op.LiveGiftPush)).toMatchObject({ Result: { GiftID: toAnchor.Result.GiftID, ToName: SEED_LIVE_ROOMS[0].anchor_name } });
  });
});
