/**
 * Gift records 12860 on both engines: sent and received, player and live gifts, the other
 * player's id and name, newest first, 10 a page with Total; another player's gifts stay out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, GiftDirection, GiftRecordLimits, ItemId, Op, QaPath, type GiftRecordsResult } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { giftPlayer, replyOf, sendGift, setPassword } from './test-kit';

describe('gift records', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  }, 60_000);
  afterAll(() => s.cleanup());

  const player = async (Name: string) => {
    const r = (await s.post(QaPath.Players, { Name })).json as { PlayerID: number; Token: string };
    return { id: r.PlayerID, lobby: await s.initSocket('lobby', r.Token) };
  };
  const gift = (from: number, to: number, item_id: number, amount: number, fee = 0, room_id: number | null = null) =>
    s.services.repos.gifts.insert({ from_id: from, to_id: to, client_id: `t-${Math.random()}`, item_id, amount, fee, room_id });

  it('lists sent and received gifts newest first, 10 a page, with the counterpart', async () => {
    const me = await player('我');
    const ann = await player('Ann');
    const bob = await player('Bob');
    const first = await gift(me.id, ann.id, ItemId.Gold, 20_000, 200);
    for (let i = 0; i < 10; i++) await gift(bob.id, me.id, 42, i + 1, 0, 1);
    const last = await gift(me.id, bob.id, 45, 3, 0, 1);
    await gift(ann.id, bob.id, ItemId.Gold, 30_000, 300); // not mine

    me.lobby.send({ OP: Op.GiftRecords, Page: 1, PerPage: GiftRecordLimits.PerPage });
    const page1 = await replyOf(me.lobby, Op.GiftRecordsReply);
    expect(page1.Code).toBe(Code.Ok);
    const r1 = page1.Result as GiftRecordsResult;
    expect(r1.Total).toBe(12);
    expect(r1.List).toHaveLength(10);
    expect(r1.List[0]).toEqual({
      GiftID: last.id,
      Direction: GiftDirection.Sent,
      PlayerID: bob.id,
      Name: 'Bob',
      ItemID: 45,
      Amount: 3,
      Fee: 0,
      RoomID: 1,
      CreateTime: last.created_at,
    });
    expect(r1.List[1]).toMatchObject({ Direction: GiftDirection.Received, PlayerID: bob.id, Name: 'Bob', ItemID: 42, Amount: 10 });

    me.lobby.send({ OP: Op.GiftRecords, Page: 2, PerPage: 10 });
    const r2 = (await replyOf(me.lobby, Op.GiftRecordsReply)).Result as GiftRecordsResult;
    expect(r2.List.map((g) => g.GiftID)).toEqual([r1.List[9]!.GiftID - 1, first.id]);
    expect(r2.List[1]).toMatchObject({ Direction: GiftDirection.Sent, PlayerID: ann.id, Name: 'Ann', ItemID: ItemId.Gold, Amount: 20_000, Fee: 200, RoomID: 0 });

    ann.lobby.send({ OP: Op.GiftRecords, Page: 1, PerPage: 10 });
    const forAnn = (await replyOf(ann.lobby, Op.GiftRecordsReply)).Result as GiftRecordsResult;
    expect(forAnn.Total).toBe(2);
    expect(forAnn.List.map((g) => g.Direction)).toEqual([GiftDirection.Sent, GiftDirection.Received]);
  });

  it('shows a player gift made through 30210 on both sides, with its fee', async () => {
    const a = await giftPlayer(s, { Name: 'Giver', Gold: 1_000_000 });
    const b = await giftPlayer(s, { Name: 'Taker', Gold: 0 });
    await setPassword(s, a.id, '1234');
    const sent = await sendGift(a.chat, { ToID: b.id, ItemID: ItemId.Gold, Amount: 50_000, Fee: 1_000, Password: '1234', ClientID: 'rec-1' });
    expect(sent.Code).toBe(Code.Ok);
    const ask = async (token: string) => {
      const lobby = await s.initSocket('lobby', token);
      lobby.send({ OP: Op.GiftRecords, Page: 1, PerPage: 10 });
      return (await replyOf(lobby, Op.GiftRecordsReply)).Result as GiftRecordsResult;
    };
    expect(await ask(a.token)).toMatchObject({ Total: 1, List: [{ GiftID: sent.Result.GiftID, Direction: GiftDirection.Sent, PlayerID: b.id, Name: 'Taker', Amount: 50_000, Fee: 1_000, RoomID: 0 }] });
    expect(await ask(b.token)).toMatchObject({ Total: 1, List: [{ GiftID: sent.Result.GiftID, Direction: GiftDirection.Received, PlayerID: a.id, Name: 'Giver', Amount: 50_000, Fee: 1_000 }] });
  });

  it('answers an empty list for a player without gifts, and refuses PerPage over 50', async () => {
    const p = await player('nobody');
    p.lobby.send({ OP: Op.GiftRecords, Page: 1, PerPage: 10 });
    expect((await replyOf(p.lobby, Op.GiftRecordsReply)).Result).toEqual({ List: [], Total: 0 });
    p.lobby.send({ OP: Op.GiftRecords, Page: 1, PerPage: 51 });
    expect((await replyOf(p.lobby, Op.GiftRecordsReply)).Code).toBe(Code.MalformedFrame);
  });
});
