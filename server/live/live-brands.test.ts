/**
 * Live rooms by brand and site (chat §9: live brands bj188 = crab and lion; live sites dbj, qbj,
 * bj188 (crab), qjwl, jwl77 (lion)), held by the server: a brand without live rooms is refused
 * the list, the default room and joining (200024); a room shows only on its sites, so a brand
 * neither lists nor joins another brand's room (200221, as an unknown room).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, Op, QaPath, type Reply } from '../../src/protocol';
import { chatPlayer, result, waitFor, type ChatPlayer } from '../chat/test-kit';
import { startTestServer, type TestServer } from '../testing/harness';
import { SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { NO_LIVE_REFUSAL } from './rooms';

const LION_ROOM = 77;

async function join(p: ChatPlayer, roomId: number): Promise<Reply> {
  p.chat.send({ OP: Op.LiveJoin, RoomID: roomId });
  return waitFor(p.chat, Op.LiveJoinReply);
}
const roomIds = (list: Reply) => (result(list) as { List: { RoomID: number }[] }).List.map((r) => r.RoomID);

describe('live rooms: brands and sites', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
    const made = await s.post(QaPath.LiveRooms, { RoomID: LION_ROOM, Title: '獅子專場', StreamURL: '/live/demo-stream.mp4', Sites: ['jwl77', 'qjwl'] });
    expect(made).toMatchObject({ status: 200, json: { Sites: ['jwl77', 'qjwl'] } });
  });
  afterEach(() => s.cleanup());

  it('owl offers no live rooms: the list, the default room and a join are refused with 200024', async () => {
    const owl = await chatPlayer(s, { SiteID: 'owl' });
    const refused = { Code: Code.NotEligible, Message: NO_LIVE_REFUSAL };
    expect(await owl.chat.request({ OP: Op.LiveRoomList })).toMatchObject({ OP: Op.LiveRoomList + 1, ...refused });
    expect(await owl.chat.request({ OP: Op.LiveDefaultRoom })).toMatchObject({ OP: Op.LiveDefaultRoom + 1, ...refused });
    expect(await join(owl, SEED_LIVE_ROOMS[0].id)).toMatchObject(refused);
    // never joined: live chat has no room to go to
    expect(await owl.chat.request({ OP: Op.LiveChatSend, Message: '嗨', ClientID: 'o1' })).not.toMatchObject({ Code: Code.Ok });
  });

  it('a room shows on its sites only: crab neither lists nor joins the lion room; lion does', async () => {
    const crab = await chatPlayer(s, { SiteID: 'crab' });
    const lion = await chatPlayer(s, { SiteID: 'lion' });
    expect(roomIds(await crab.chat.request({ OP: Op.LiveRoomList }))).toEqual(SEED_LIVE_ROOMS.map((r) => r.id));
    expect(await join(crab, LION_ROOM)).toMatchObject({ Code: Code.LiveRoomClosed });
    expect(roomIds(await lion.chat.request({ OP: Op.LiveRoomList }))).toEqual([...SEED_LIVE_ROOMS.map((r) => r.id), LION_ROOM]);
    expect(await join(lion, LION_ROOM)).toMatchObject({ Code: Code.Ok, Result: { RoomInfo: { RoomID: LION_ROOM } } });
  });
});
