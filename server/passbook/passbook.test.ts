import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, ItemId, Op, Provider, PassbookLimits, PassbookTab, type BankBookResult } from '../../src/protocol';
import { startTestServer, TEST_START, type TestServer, type TestSocket } from '../testing/harness';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('11680 passbook (bank book) from the ledger', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  let refs = 0;
  /** One wallet operation with its own source and reason, as a feature writes it. */
  const move = (playerId: number, itemId: number, delta: number, source: string, reason: string) =>
    s.services.wallet.apply([{ playerId, itemId, delta }], { ref: { kind: 'test', id: ++refs, playerId, itemId }, source, reason });

  const player = async (body: Record<string, unknown> = {}) => {
    const r = (await s.post('/__qa/players', body)).json as { PlayerID: number; Token: string };
    return { id: r.PlayerID, token: r.Token };
  };
  const book = async (socket: TestSocket, fields: Record<string, unknown>) => {
    const now = s.clock.now();
    socket.send({ OP: Op.BankBook, StartTime: now - PassbookLimits.WindowMs, EndTime: now, Lang: 'zh_tw', ItemID: 1, Page: 1, PerPage: 2, Tab: 1, ...fields });
    const reply = await socket.next();
    expect(reply.OP).toBe(Op.BankBookReply);
    return reply;
  };
  const page = async (socket: TestSocket, fields: Record<string, unknown>) => {
    const reply = await book(socket, fields);
    expect(reply.Code).toBe(Code.Ok);
    return reply.Result as BankBookResult;
  };

  it('pages the last 14 days newest first, 2 a page, with before / after and the labels', async () => {
    const me = await player({ Gold: 5_000 }); // a `qa` row at TEST_START
    s.clock.advance(HOUR);
    await move(me.id, ItemId.Gold, 30_000, 'bind phone bonus', '手機綁定獎勵');
    s.clock.advance(HOUR);
    await move(me.id, ItemId.Gold, -1_000, 'red-envelope', 'red envelope sent');
    s.clock.advance(HOUR);
    await move(me.id, ItemId.Gold, 400, 'red-envelope', 'red envelope cancelled');
    s.clock.advance(HOUR);
    await move(me.id, ItemId.Gold, 7, 'lucky-wheel', '幸運輪盤');
    const lobby = await s.initSocket('lobby', me.token);

    const first = await page(lobby, { Page: 1 });
    expect(first).toMatchObject({ Tab: 1, Page: 1, PerPage: 2, Total: 5 });
    expect(first.List).toEqual([
      { ID: expect.any(Number), CreateTime: TEST_START + 4 * HOUR, ItemID: 1, Source: 'other', Reason: 'other', Detail: '幸運輪盤', BeforeAmount: 34_400, AfterAmount: 34_407 },
      { ID: expect.any(Number), CreateTime: TEST_START + 3 * HOUR, ItemID: 1, Source: 'redEnvelope', Reason: 'redEnvelopeRefund', Detail: 'red envelope cancelled', BeforeAmount: 34_000, AfterAmount: 34_400 },
    ]);
    const second = await page(lobby, { Page: 2 });
    expect(second.List.map((r) => [r.Source, r.Reason, r.AfterAmount - r.BeforeAmount])).toEqual([
      ['redEnvelope', 'redEnvelopeSent', -1_000],
      ['bindPhone', 'bindPhoneBonus', 30_000],
    ]);
    const third = await page(lobby, { Page: 3 });
    expect(third.List.map((r) => [r.Source, r.Reason, r.BeforeAmount, r.AfterAmount])).toEqual([['system', 'adjustment', 0, 5_000]]);
    expect((await page(lobby, { Page: 4 })).List).toEqual([]);
    expect((await page(lobby, { Page: 1, PerPage: 10 })).List.map((r) => r.ID)).toEqual([...first.List, ...second.List, ...third.List].map((r) => r.ID));
  });

  it('shows exactly the last 14 days on the server clock, whatever StartTime / EndTime say', async () => {
    const me = await player({ Gold: 100 }); // TEST_START
    s.clock.advance(DAY);
    await move(me.id, ItemId.Gold, 1, 'qa', 'qa balance'); // TEST_START + 1 day
    s.clock.advance(PassbookLimits.WindowMs - DAY); // now = TEST_START + 14 days: the first row is at the edge
    // Signed in afresh each time: sessions expire while the clock runs ahead.
    const lobby = async () => s.initSocket('lobby', await s.services.sessions.issue(me.id, Provider.line));
    expect((await page(await lobby(), { PerPage: 10 })).Total).toBe(2);

    s.clock.advance(1);
    expect((await page(await lobby(), { PerPage: 10 })).List.map((r) => r.CreateTime)).toEqual([TEST_START + DAY]);
    // A device clock far behind (or a wide window asked for) neither hides nor adds rows.
    expect((await page(await lobby(), { StartTime: 0, EndTime: TEST_START - DAY, PerPage: 10 })).Total).toBe(1);

    s.clock.advance(DAY);
    expect(await page(await lobby(), { PerPage: 10 })).toMatchObject({ Total: 0, List: [] });
  });

  it('filters by tab: gold, gems (item 2), points (item 39), gifts (items 42–49 and gift movements)', async () => {
    const me = await player({ Gold: 1_000, Gems: 50, Points: 70, Items: { 42: 3 } });
    const other = await player({ Gold: 90_000, Gems: 10 });
    s.clock.advance(HOUR);
    await move(me.id, 44, 1, 'gift-receive', 'live gift');
    await move(me.id, ItemId.Gold, -100, 'gift-send', 'player gift');
    await move(me.id, ItemId.Gold, -2, 'gift-fee', 'gift fee');
    await move(other.id, ItemId.Gold, 100, 'gift-receive', 'player gift');
    await s.services.wallet.transfer(other.id, me.id, ItemId.Gem, 5, { kind: 'qa-transfer', id: 'x1' });
    const lobby = await s.initSocket('lobby', me.token);

    const gold = await page(lobby, { Tab: PassbookTab.Gold, PerPage: 10 });
    expect(gold.List.map((r) => [r.Source, r.Reason, r.AfterAmount - r.BeforeAmount])).toEqual([
      ['gift', 'giftFee', -2],
      ['gift', 'giftSent', -100],
      ['system', 'adjustment', 1_000],
    ]);
    expect(gold.List.every((r) => r.ItemID === ItemId.Gold)).toBe(true);

    const gems = await page(lobby, { Tab: PassbookTab.Gem, PerPage: 10 });
    expect(gems.List.map((r) => [r.ItemID, r.Source, r.Reason, r.BeforeAmount, r.AfterAmount])).toEqual([
      [ItemId.Gem, 'transfer', 'transferIn', 50, 55],
      [ItemId.Gem, 'system', 'adjustment', 0, 50],
    ]);

    const points = await page(lobby, { Tab: PassbookTab.Points, PerPage: 10 });
    expect(points.List.map((r) => [r.ItemID, r.AfterAmount])).toEqual([[ItemId.GamePoints, 70]]);

    const gifts = await page(lobby, { Tab: PassbookTab.Gifts, PerPage: 10 });
    expect(gifts.Total).toBe(4);
    expect(gifts.List.map((r) => [r.ItemID, r.Reason, r.AfterAmount - r.BeforeAmount])).toEqual([
      [ItemId.Gold, 'giftFee', -2],
      [ItemId.Gold, 'giftSent', -100],
      [44, 'giftReceived', 1],
      [42, 'adjustment', 3],
    ]);
  });

  it("never shows another player's rows, even of a movement between the two", async () => {
    const a = await player({ Gold: 10_000 });
    const b = await player({ Gold: 20_000 });
    s.clock.advance(HOUR);
    await s.services.wallet.transfer(a.id, b.id, ItemId.Gold, 2_500, { kind: 'qa-transfer', id: 't1' });
    const lobbyA = await s.initSocket('lobby', a.token);
    const lobbyB = await s.initSocket('lobby', b.token);

    const ofA = await page(lobbyA, { PerPage: 10 });
    const ofB = await page(lobbyB, { PerPage: 10 });
    expect(ofA.List.map((r) => [r.Reason, r.BeforeAmount, r.AfterAmount])).toEqual([
      ['transferOut', 10_000, 7_500],
      ['adjustment', 0, 10_000],
    ]);
    expect(ofB.List.map((r) => [r.Reason, r.BeforeAmount, r.AfterAmount])).toEqual([
      ['transferIn', 20_000, 22_500],
      ['adjustment', 0, 20_000],
    ]);
    expect(ofA.List.map((r) => r.ID).filter((id) => ofB.List.some((r) => r.ID === id))).toEqual([]);
    // The payload names no player: there is no way to ask for someone else's.
    const asked = await page(lobbyA, { PerPage: 10, PlayerID: b.id });
    expect(asked.List.map((r) => r.ID)).toEqual(ofA.List.map((r) => r.ID));
  });

  it('refuses a tab or page size outside the protocol', async () => {
    const me = await player();
    const lobby = await s.initSocket('lobby', me.token);
    expect((await book(lobby, { Tab: 5 })).Code).toBe(Code.MalformedFrame);
    expect((await book(lobby, { PerPage: 0 })).Code).toBe(Code.MalformedFrame);
    expect((await book(lobby, { PerPage: PassbookLimits.MaxPerPage + 1 })).Code).toBe(Code.MalformedFrame);
    expect((await book(lobby, { Page: 0 })).Code).toBe(Code.MalformedFrame);
  });
});
