/**
 * Live gifts over real sockets (chat §3 Gift, §7 30181/30210/30211/30230): items from the
 * sender's bag to the anchor (ToID 0) or a player in the same room, the 30181 push to every
 * member, the idempotent retry, and the codes 100000, 200077, 200079, 200221.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, GiftItemId, ItemId, Op, QaPath, type Reply } from '../../src/protocol';
import { drain } from '../chat/test-kit';
import { SEED_LIVE_ROOMS } from '../db/seed-live-rooms';
import { startTestServer, type TestServer } from '../testing/harness';
import { anchorOf, balance, giftPlayer, joinRoom, ledgerSum, replyOf, sendGift } from './test-kit';

const ROOM = SEED_LIVE_ROOMS[0].id;
const OTHER_ROOM = SEED_LIVE_ROOMS[1].id;
const ROSE = GiftItemId.Rose;

describe('live gifts', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('a gift to the anchor moves the items once, pushes 30181 to the room only and answers the bag; a retry answers the first gift', async () => {
    const anchor = await anchorOf(s, ROOM);
    expect(anchor).toBeGreaterThan(0);
    const a = await giftPlayer(s, { Name: 'A', Items: { [ROSE]: 10 } });
    const b = await giftPlayer(s, { Name: 'B' });
    const outsider = await giftPlayer(s);
    await joinRoom(a, ROOM);
    await joinRoom(b, ROOM);
    await joinRoom(outsider, OTHER_ROOM);
    await Promise.all([drain(a.chat), drain(b.chat), drain(outsider.chat)]);

    const pushedToA: Reply[] = [];
    const reply = await sendGift(a.chat, { ToID: 0, ItemID: ROSE, Amount: 3, ClientID: 'rose-1' }, pushedToA);
    expect(reply).toMatchObject({ OP: Op.LiveGiftSendReply, Code: Code.Ok });
    const giftId = reply.Result.GiftID as number;
    expect(reply.Result).toEqual({
      GiftID: giftId,
      ToID: anchor,
      ToName: SEED_LIVE_ROOMS[0].anchor_name,
      ItemID: ROSE,
      Amount: 3,
      Fee: 0,
      Bag: { Items: expect.objectContaining({ [String(ROSE)]: { Amount: 7 } }) },
    });
    const push = {
      OP: Op.LiveGiftPush,
      Code: Code.Ok,
      Message: '',
      Result: { GiftID: giftId, RoomID: ROOM, FromID: a.id, FromName: 'A', ToID: anchor, ToName: SEED_LIVE_ROOMS[0].anchor_name, ItemID: ROSE, Amount: 3 },
    };
    expect(pushedToA).toEqual([push]);
    expect(await b.chat.next()).toEqual(push);
    expect(await outsider.chat.unread()).toEqual([]);
    expect([await balance(s, a.id, ROSE), await balance(s, anchor, ROSE)]).toEqual([7, 3]);

    // The reply was "lost": the same ClientID answers the same gift, moves nothing, pushes nothing.
    const again = await sendGift(a.chat, { ToID: 0, ItemID: ROSE, Amount: 3, ClientID: 'rose-1' });
    expect(again.Result).toEqual(reply.Result);
    expect(await b.chat.unread()).toEqual([]);
    expect([await balance(s, a.id, ROSE), await balance(s, anchor, ROSE)]).toEqual([7, 3]);
    expect(await ledgerSum(s, a.id, ROSE)).toBe(7);
    expect(await ledgerSum(s, anchor, ROSE)).toBe(3);
    expect(await s.db.selectFrom('gifts' as never).selectAll().execute()).toHaveLength(1);
  });

  it('a gift to a player in the room reaches them; players elsewhere, oneself, a short bag and no room are refused', async () => {
    const a = await giftPlayer(s, { Name: 'A', Items: { [GiftItemId.Rocket]: 2 } });
    const b = await giftPlayer(s, { Name: 'B' });
    const elsewhere = await giftPlayer(s);
    // Not in a room yet: 200221.
    expect((await sendGift(a.chat, { ToID: 0, ItemID: GiftItemId.Rocket, Amount: 1 })).Code).toBe(Code.LiveRoomClosed);
    await joinRoom(a, ROOM);
    await joinRoom(b, ROOM);
    await joinRoom(elsewhere, OTHER_ROOM);
    await Promise.all([drain(a.chat), drain(b.chat)]);

    const toB = await sendGift(a.chat, { ToID: b.id, ItemID: GiftItemId.Rocket, Amount: 2 });
    expect(toB).toMatchObject({ Code: Code.Ok, Result: { ToID: b.id, ToName: 'B', Amount: 2, Fee: 0 } });
    expect(await replyOf(b.chat, Op.LiveGiftPush)).toMatchObject({ Result: { ToID: b.id, ToName: 'B', FromID: a.id, ItemID: GiftItemId.Rocket, Amount: 2 } });
    expect(await balance(s, b.id, GiftItemId.Rocket)).toBe(2);

    const codes = [
      await sendGift(a.chat, { ToID: elsewhere.id, ItemID: GiftItemId.Rocket, Amount: 1 }),
      await sendGift(a.chat, { ToID: 999_999, ItemID: GiftItemId.Rocket, Amount: 1 }),
      await sendGift(a.chat, { ToID: a.id, ItemID: GiftItemId.Rocket, Amount: 1 }),
      await sendGift(a.chat, { ToID: 0, ItemID: GiftItemId.Rocket, Amount: 1 }),
      await sendGift(a.chat, { ToID: 0, ItemID: GiftItemId.Rocket, Amount: 1000 }),
    ].map((r) => r.Code);
    expect(codes).toEqual([Code.GiftRecipientNotEligible, Code.GiftRecipientNotEligible, Code.Silent, Code.GiftAmountInsufficient, Code.InvalidInput]);
    expect(await balance(s, a.id, GiftItemId.Rocket)).toBe(0);
    expect(await s.db.selectFrom('gifts' as never).selectAll().execute()).toHaveLength(1);
  });

  it('30230 lists the 8 gifts with their names, the bag and the asking player\'s transfer rules', async () => {
    const a = await giftPlayer(s, { Items: { [ROSE]: 4 }, Gold: 50_000 });
    a.chat.send({ OP: Op.LiveGiftList });
    const list = await replyOf(a.chat, Op.LiveGiftListReply);
    expect(list.Result.List).toEqual(
      ['玫瑰花', '浪漫煙火', '柯基犬', '流星雨', '極速跑車', '豪華遊艇', '空中城堡', '星際火箭'].map((Name, i) => ({ ItemID: 42 + i, Name, Effect: true })),
    );
    expect(list.Result.Bag.Items).toMatchObject({ [String(ROSE)]: { Amount: 4 }, [String(ItemId.Gold)]: { Amount: 50_000 } });
    // crab VIP 3: 100,000 and 10 gifts a day, 2% fee.
    expect(list.Result.Transfer).toEqual({ MinAmount: 20_000, FeePerMille: 20, DailyAmountLeft: 100_000, DailyCountLeft: 10, CanGift: true, PasswordSet: false, PasswordTriesLeft: 3 });

    const rich = await giftPlayer(s, { VIPLevel: 6 });
    rich.chat.send({ OP: Op.LiveGiftList });
    expect((await replyOf(rich.chat, Op.LiveGiftListReply)).Result.Transfer).toMatchObject({ FeePerMille: 5, DailyAmountLeft: -1, DailyCountLeft: -1, CanGift: true });
    const low = await giftPlayer(s, { VIPLevel: 1 });
    low.chat.send({ OP: Op.LiveGiftList });
    expect((await replyOf(low.chat, Op.LiveGiftListReply)).Result.Transfer).toMatchObject({ CanGift: false, DailyAmountLeft: 0, DailyCountLeft: 0 });
  });

  it('demo data: the rooms\' anchors are accounts after the 5 demo players, who hold a few of each gift', async () => {
    expect([await anchorOf(s, ROOM), await anchorOf(s, OTHER_ROOM)]).toEqual([6, 7]);
    expect((await s.services.repos.players.find(6))?.name).toBe(SEED_LIVE_ROOMS[0].anchor_name);
    const bag = await s.services.repos.wallet.balances(1);
    expect(Object.values(GiftItemId).map((id) => bag.get(id))).toEqual([5, 5, 4, 4, 3, 3, 2, 2]);
  });

  it('QA live rooms: a new room gets an anchor account, AnchorID names one, an unknown AnchorID is refused', async () => {
    const created = await s.post(QaPath.LiveRooms, { RoomID: 9, Title: 'QA 直播', AnchorName: 'QA 主播', StreamURL: '/live/demo-stream.mp4' });
    expect(created.status).toBe(200);
    expect(created.json.AnchorID).toBeGreaterThan(0);
    expect((await s.services.repos.players.find(created.json.AnchorID))?.name).toBe('QA 主播');
    const p = await giftPlayer(s);
    const named = await s.post(QaPath.LiveRooms, { RoomID: 9, AnchorID: p.id });
    expect(named.json).toMatchObject({ RoomID: 9, AnchorID: p.id, Open: true });
    expect((await s.post(QaPath.LiveRooms, { RoomID: 9, AnchorID: 999_999 })).status).toBe(400);
    p.chat.send({ OP: Op.LiveJoin, RoomID: 9 });
    const info = await replyOf(p.chat, Op.LiveJoinReply);
    expect(info.Result.RoomInfo).toMatchObject({ RoomID: 9, AnchorID: p.id, AnchorName: 'QA 主播' });
  });
});
