/**
 * Two lobby servers in one test process on one database (SQLite file, or one PostgreSQL
 * schema under server-pg), joined by an in-process bus: a room's members on both processes
 * are counted together, pushes reach both, and rows of a process that is gone count for nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, Op, QaPath } from '../../src/protocol';
import { LocalBus, LocalNetwork } from '../cluster/bus';
import { chatPlayer, drain, nextFrames, result, waitFor } from '../chat/test-kit';
import { SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { startTestServer, type TestServer } from '../testing/harness';
import { testDatabaseUrl, type TestDatabaseUrl } from '../testing/test-database';

const ROOM = SEED_LIVE_ROOMS[0].id;

describe('live rooms across processes', () => {
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

  it('members on two processes are counted together; enter, count, chat and close pushes reach both', async () => {
    const onA = await chatPlayer(a);
    const onB = await chatPlayer(b);
    onA.chat.send({ OP: Op.LiveJoin, RoomID: ROOM });
    await waitFor(onA.chat, Op.LiveJoinReply);
    onB.chat.send({ OP: Op.LiveJoin, RoomID: ROOM });
    expect(result(await waitFor(onB.chat, Op.LiveJoinReply)).RoomInfo.TotalPlayerInRoom).toBe(2);
    // B's pushes reach A over the bus, in order: the two, and (below) nothing before B's later chat.
    const heard = await nextFrames(onA.chat, 2);
    expect(heard.map((f) => f.OP)).toEqual([Op.LiveEnterPush, Op.LiveRoomTotalPush]);
    expect(result(heard[1]!)).toEqual({ RoomID: ROOM, TotalPlayerInRoom: 2 });
    await drain(onB.chat);

    // Either process answers the same count and page.
    for (const p of [onA, onB]) {
      expect(result(await p.chat.request({ OP: Op.LiveOnlineCount, Page: 1 })).Total).toBe(2);
    }
    const sent = await onB.chat.request({ OP: Op.LiveChatSend, Message: '跨進程' });
    expect(await onA.chat.next()).toEqual(sent);

    // B's socket closes: A hears the count drop.
    onB.chat.terminate();
    expect(result(await waitFor(onA.chat, Op.LiveRoomTotalPush))).toEqual({ RoomID: ROOM, TotalPlayerInRoom: 1 });

    const again = await chatPlayer(b);
    again.chat.send({ OP: Op.LiveJoin, RoomID: ROOM });
    await waitFor(again.chat, Op.LiveJoinReply);
    await waitFor(onA.chat, Op.LiveRoomTotalPush); // the join's enter and count pushes, over the bus
    await drain(again.chat);
    // Closed through process A: the member on process B hears 200221.
    expect((await a.post(QaPath.LiveRooms, { RoomID: ROOM, Open: false })).status).toBe(200);
    expect(await again.chat.next()).toMatchObject({ OP: Op.LiveJoinReply, Code: Code.LiveRoomClosed });
    expect(await onA.chat.next()).toMatchObject({ OP: Op.LiveJoinReply, Code: Code.LiveRoomClosed });
  });

  it('rows left by a process that is gone (its bus closed) are not counted', async () => {
    const onA = await chatPlayer(a);
    const onB = await chatPlayer(b);
    for (const p of [onA, onB]) {
      p.chat.send({ OP: Op.LiveJoin, RoomID: ROOM });
      await waitFor(p.chat, Op.LiveJoinReply);
    }
    // B leaves the network without its sockets closing cleanly (as if killed).
    await waitFor(onA.chat, Op.LiveRoomTotalPush); // B's join reached A (enter, then the count)
    expect(result(await onA.chat.request({ OP: Op.LiveRoomList })).Preview.TotalPlayerInRoom).toBe(2);
    await b.hub.bus.close();
    const list = result(await onA.chat.request({ OP: Op.LiveRoomList }));
    expect(list.Preview).toMatchObject({ RoomID: ROOM, TotalPlayerInRoom: 1 });
  });
});
