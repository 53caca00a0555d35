/**
 * Live rooms over real sockets (chat spec §7 30100–30271, §8 200221): list, default room,
 * join and leave per socket, counts and pushes to the room's members only, live chat under
 * the chat rules, closing a room, a closing socket leaving its room.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, LIVE_CHANNEL_TYPE, Op, QaPath, type Reply } from '../../src/protocol';
import { chatPlayer, drain, result, waitFor, type ChatPlayer } from '../chat/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { DEMO_STREAM_URL, SEED_LIVE_ROOMS } from '../db/seed-live-rooms';

const ROOM = SEED_LIVE_ROOMS[0].id;
const OTHER_ROOM = SEED_LIVE_ROOMS[1].id;

/** Joins and returns the 30121 reply (the 30171 the joiner hears before it is dropped). */
async function join(p: ChatPlayer, roomId: number): Promise<Reply> {
  p.chat.send({ OP: Op.LiveJoin, RoomID: roomId });
  return waitFor(p.chat, Op.LiveJoinReply);
}

describe('live rooms', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('lists the seeded open rooms with the demo stream; the default room is the first', async () => {
    const a = await chatPlayer(s);
    const list = await a.chat.request({ OP: Op.LiveRoomList });
    expect(list.OP).toBe(Op.LiveRoomListReply);
    expect(result(list).List.map((r: { RoomID: number }) => r.RoomID)).toEqual([ROOM, OTHER_ROOM]);
    expect(result(list).Preview).toEqual({
      RoomID: ROOM,
      Title: SEED_LIVE_ROOMS[0].title,
      AnchorName: SEED_LIVE_ROOMS[0].anchor_name,
      AnchorID: expect.any(Number),
      DownStreamUrl: DEMO_STREAM_URL,
      TotalPlayerInRoom: 0,
    });
    const def = await a.chat.request({ OP: Op.LiveDefaultRoom });
    expect(def).toMatchObject({ OP: Op.LiveDefaultRoomReply, Code: Code.Ok, Result: { RoomInfo: { RoomID: ROOM } } });

    // Closed rooms leave the list; with none open the default room is 200221.
    for (const id of [ROOM, OTHER_ROOM]) expect((await s.post(QaPath.LiveRooms, { RoomID: id, Open: false })).status).toBe(200);
    expect(result(await a.chat.request({ OP: Op.LiveRoomList }))).toEqual({ Preview: null, List: [] });
    expect(await a.chat.request({ OP: Op.LiveDefaultRoom })).toMatchObject({ OP: Op.LiveDefaultRoomReply, Code: Code.LiveRoomClosed });
  });

  it('join: the others in the room hear 30151 and 30171; players in other rooms hear nothing', async () => {
    const a = await chatPlayer(s, { Name: 'A' });
    const b = await chatPlayer(s, { Name: 'B', VIPLevel: 5 });
    const outsider = await chatPlayer(s);
    await join(outsider, OTHER_ROOM);
    await drain(outsider.chat);

    const first = await join(a, ROOM);
    expect(first).toMatchObject({ Code: Code.Ok, Result: { RoomInfo: { RoomID: ROOM, TotalPlayerInRoom: 1 } } });
    await drain(a.chat);

    expect(await join(b, ROOM)).toMatchObject({ Result: { RoomInfo: { TotalPlayerInRoom: 2 } } });
    const heard = await drain(a.chat);
    expect(heard).toEqual([
      { OP: Op.LiveEnterPush, Code: Code.Ok, Message: '', Result: { RoomID: ROOM, PlayerID: b.id, Name: 'B', VIPLevel: 5 } },
      { OP: Op.LiveRoomTotalPush, Code: Code.Ok, Message: '', Result: { RoomID: ROOM, TotalPlayerInRoom: 2 } },
    ]);
    expect(await outsider.chat.unread()).toEqual([]);

    // The room list counts players (two sockets of one player count once).
    const bTab2 = await s.initSocket('chat', b.token);
    bTab2.send({ OP: Op.LiveJoin, RoomID: ROOM });
    await waitFor(bTab2, Op.LiveJoinReply);
    const list = result(await outsider.chat.request({ OP: Op.LiveRoomList }));
    expect(list.List.map((r: { TotalPlayerInRoom: number }) => r.TotalPlayerInRoom)).toEqual([2, 1]);
  });

  it('leave and a closed socket take the socket out: the rest hear the new count', async () => {
    const a = await chatPlayer(s);
    const b = await chatPlayer(s);
    await join(a, ROOM);
    await join(b, ROOM);
    await drain(a.chat);
    await drain(b.chat);

    expect(await b.chat.request({ OP: Op.LiveLeave, RoomID: OTHER_ROOM })).toMatchObject({ Result: { RoomID: 0 } });
    expect(await a.chat.unread()).toEqual([]);
    expect(await b.chat.request({ OP: Op.LiveLeave })).toMatchObject({ OP: Op.LiveLeaveReply, Result: { RoomID: ROOM } });
    expect(result(await waitFor(a.chat, Op.LiveRoomTotalPush))).toEqual({ RoomID: ROOM, TotalPlayerInRoom: 1 });

    await join(b, ROOM);
    await drain(a.chat);
    b.chat.terminate();
    expect(result(await waitFor(a.chat, Op.LiveRoomTotalPush))).toEqual({ RoomID: ROOM, TotalPlayerInRoom: 1 });

    // A socket that re-inits (another sign-in on it) starts outside any room.
    const c = await chatPlayer(s);
    await join(c, ROOM);
    await drain(a.chat);
    await drain(c.chat);
    c.chat.send({ OP: Op.Init, Token: (await chatPlayer(s)).token, CloseRSA: true });
    expect(result(await waitFor(a.chat, Op.LiveRoomTotalPush))).toEqual({ RoomID: ROOM, TotalPlayerInRoom: 1 });
    const page = result(await a.chat.request({ OP: Op.LiveOnlineCount, Page: 1 }));
    expect(page).toMatchObject({ RoomID: ROOM, Total: 1, Page: 1, PerPage: 50 });
    expect(page.List.map((p: { PlayerID: number }) => p.PlayerID)).toEqual([a.id]);
  });

  it('online count pages 50 players, earliest joined first; PerPage above 50 is refused', async () => {
    const players: ChatPlayer[] = [];
    for (let i = 0; i < 52; i++) players.push(await chatPlayer(s, { Name: `p${i}` }));
    for (const p of players) await join(p, ROOM);
    const asker = players[0]!;
    await drain(asker.chat);
    const one = result(await asker.chat.request({ OP: Op.LiveOnlineCount, Page: 1 }));
    expect(one.Total).toBe(52);
    expect(one.List.map((p: { PlayerID: number }) => p.PlayerID)).toEqual(players.slice(0, 50).map((p) => p.id));
    const two = result(await asker.chat.request({ OP: Op.LiveOnlineCount, Page: 2 }));
    expect(two.List.map((p: { PlayerID: number }) => p.PlayerID)).toEqual(players.slice(50).map((p) => p.id));
    expect(await asker.chat.request({ OP: Op.LiveOnlineCount, Page: 1, PerPage: 51 })).toMatchObject({ Code: Code.MalformedFrame });
    for (const p of players) p.chat.terminate();
  });

  it('live chat reaches the room members only, follows the chat rules and has a history', async () => {
    const a = await chatPlayer(s);
    const b = await chatPlayer(s);
    const outsider = await chatPlayer(s);
    const low = await chatPlayer(s, { VIPLevel: 1 });
    // Not in a room: 200221.
    expect(await a.chat.request({ OP: Op.LiveChatSend, Message: 'hi' })).toMatchObject({ OP: Op.LiveChatPush, Code: Code.LiveRoomClosed });
    for (const p of [a, b, low]) await join(p, ROOM);
    await join(outsider, OTHER_ROOM);
    for (const p of [a, b, low, outsider]) await drain(p.chat);

    const sent = await a.chat.request({ OP: Op.LiveChatSend, Message: '主播好', Decode: false });
    expect(sent).toMatchObject({ OP: Op.LiveChatPush, Code: Code.Ok, Result: { ChannelType: LIVE_CHANNEL_TYPE, Message: '主播好', PlayerID: a.id, Seq: 1 } });
    expect(await b.chat.next()).toEqual(sent);
    expect(await low.chat.next()).toEqual(sent);
    expect(await outsider.chat.unread()).toEqual([]);

    // The chat rules: VIP 3 to speak, mute, 10 a minute.
    expect(await low.chat.request({ OP: Op.LiveChatSend, Message: 'x' })).toMatchObject({ Code: Code.NotEligible });
    expect((await s.post(QaPath.Mute, { PlayerID: b.id, Minutes: 5 })).status).toBe(200);
    expect(await b.chat.request({ OP: Op.LiveChatSend, Message: 'x' })).toMatchObject({ Code: Code.Muted });
    for (let i = 2; i <= 10; i++) expect(await a.chat.request({ OP: Op.LiveChatSend, Message: `m${i}` })).toMatchObject({ Code: Code.Ok });
    expect(await a.chat.request({ OP: Op.LiveChatSend, Message: 'eleventh' })).toMatchObject({ Code: Code.ChatRateLimited });

    // Sensitive words are refused; a refusal names its ClientID; a resend is answered once.
    expect(await a.chat.request({ OP: Op.LiveChatSend, Message: '代儲', ClientID: 'c-1' })).toMatchObject({
      Code: Code.SensitiveWords,
      Result: { ClientID: 'c-1' },
    });
    await s.post(QaPath.Clock, { AdvanceMs: 60_000 }); // the rate window empties
    expect((await drain(b.chat)).map((f) => result(f).Message)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10']);
    const once = await a.chat.request({ OP: Op.LiveChatSend, Message: 'm11', ClientID: 'c-2' });
    expect(once).toMatchObject({ Code: Code.Ok, Result: { Seq: 11 } });
    await drain(a.chat);
    expect(await a.chat.request({ OP: Op.LiveChatSend, Message: 'm11', ClientID: 'c-2' })).toEqual(once);
    expect((await drain(b.chat)).map((f) => result(f).Message)).toEqual(['m11']); // pushed once

    const history = result(await a.chat.request({ OP: Op.LiveHistory, Page: 1, PerPage: 3 }));
    expect(history.Total).toBe(11);
    expect(history.Msgs.map((m: { Message: string }) => m.Message)).toEqual(['m11', 'm10', 'm9']);
  });

  it('closing a room pushes 200221 on 30121 to its members, empties it and refuses joins and chat', async () => {
    const a = await chatPlayer(s);
    const outsider = await chatPlayer(s);
    await join(a, ROOM);
    await join(outsider, OTHER_ROOM);
    await drain(a.chat);
    await drain(outsider.chat);

    const closed = await s.post(QaPath.LiveRooms, { RoomID: ROOM, Open: false });
    expect(closed).toMatchObject({ status: 200, json: { RoomID: ROOM, Open: false } });
    expect(await a.chat.next()).toMatchObject({ OP: Op.LiveJoinReply, Code: Code.LiveRoomClosed, Result: { RoomID: ROOM } });
    expect(await outsider.chat.unread()).toEqual([]);
    expect(await a.chat.request({ OP: Op.LiveChatSend, Message: 'hi' })).toMatchObject({ Code: Code.LiveRoomClosed });
    expect(await a.chat.request({ OP: Op.LiveJoin, RoomID: ROOM })).toMatchObject({ OP: Op.LiveJoinReply, Code: Code.LiveRoomClosed });
    expect(await a.chat.request({ OP: Op.LiveJoin, RoomID: 999 })).toMatchObject({ Code: Code.LiveRoomClosed });

    // Reopened (and a new room created by QA), it can be joined again.
    expect((await s.post(QaPath.LiveRooms, { RoomID: ROOM, Open: true })).json.Open).toBe(true);
    expect(await join(a, ROOM)).toMatchObject({ Code: Code.Ok });
    const created = await s.post(QaPath.LiveRooms, { RoomID: 7, Title: 'QA', StreamURL: '/live/demo-stream.mp4' });
    expect(created.json).toMatchObject({ RoomID: 7, Open: true });
    expect((await s.post(QaPath.LiveRooms, { RoomID: 8, Open: true })).status).toBe(404);
  });
});
