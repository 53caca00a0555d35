import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ItemId, Op, QaPath } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';

describe('POST /__qa/transfer', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.cleanup());

  const player = async (gold: number) => (await s.post(QaPath.Players, { Gold: gold })).json.PlayerID as number;
  const gold = async (id: number) => (await s.services.repos.wallet.balances(id)).get(ItemId.Gold) ?? 0;
  const ledger = (id: number) => s.db.selectFrom('ledger').select(['delta', 'source']).where('player_id', '=', id).orderBy('id').execute();

  it('moves the amount through the wallet: one ledger row per player, the balances after it answered', async () => {
    const [a, b] = [await player(100), await player(5)];
    const r = await s.post(QaPath.Transfer, { From: a, To: b, ItemID: ItemId.Gold, Amount: 30, Ref: 't-1' });
    expect(r).toEqual({ status: 200, json: { Replayed: false, Balances: { [a]: 70, [b]: 35 } } });
    expect(await ledger(a)).toEqual([{ delta: 100, source: 'qa' }, { delta: -30, source: 'qa-transfer' }]);
    expect(await ledger(b)).toEqual([{ delta: 5, source: 'qa' }, { delta: 30, source: 'qa-transfer' }]);
  });

  it('a replayed Ref moves nothing and says so, even with another amount or recipient', async () => {
    const [a, b, c] = [await player(100), await player(0), await player(0)];
    const body = { From: a, To: b, ItemID: ItemId.Gold, Amount: 10, Ref: 'same-ref' };
    expect((await s.post(QaPath.Transfer, body)).json).toEqual({ Replayed: false, Balances: { [a]: 90, [b]: 10 } });
    expect(await s.post(QaPath.Transfer, body)).toEqual({ status: 200, json: { Replayed: true } });
    expect((await s.post(QaPath.Transfer, { ...body, To: c, Amount: 50 })).json).toEqual({ Replayed: true });
    expect([await gold(a), await gold(b), await gold(c)]).toEqual([90, 10, 0]);
    expect((await ledger(a)).length).toBe(2);
    // The reference belongs to the sender: the same Ref from another player is another transfer.
    expect((await s.post(QaPath.Transfer, { ...body, From: b, To: a, Amount: 10 })).json).toEqual({ Replayed: false, Balances: { [a]: 100, [b]: 0 } });
  });

  it('pushes the new balances to both players’ lobby sockets; a replay pushes nothing', async () => {
    const [a, b] = [(await s.post(QaPath.Players, { Gold: 40 })).json, (await s.post(QaPath.Players)).json];
    const [lobbyA, lobbyB] = [await s.initSocket('lobby', a.Token), await s.initSocket('lobby', b.Token)];
    const body = { From: a.PlayerID, To: b.PlayerID, ItemID: ItemId.Gold, Amount: 15, Ref: 'pushed' };
    expect((await s.post(QaPath.Transfer, body)).status).toBe(200);
    for (const [lobby, amount] of [[lobbyA, 25], [lobbyB, 15]] as const) {
      const pushed = await lobby.next();
      expect(pushed).toMatchObject({ OP: Op.WalletReply, Code: Code.Ok });
      expect(JSON.stringify(pushed.Result)).toContain(`"Amount":${amount}`);
    }
    expect((await s.post(QaPath.Transfer, body)).json).toEqual({ Replayed: true });
    expect(await lobbyA.unread()).toEqual([]);
    expect(await lobbyB.unread()).toEqual([]);
  });

  it('concurrent sends of one Ref move the money once', async () => {
    const [a, b] = [await player(1000), await player(0)];
    const body = { From: a, To: b, ItemID: ItemId.Gold, Amount: 7, Ref: 'race' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.post(QaPath.Transfer, body)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(answers.filter((r) => r.json.Replayed === false)).toHaveLength(1);
    expect([await gold(a), await gold(b)]).toEqual([993, 7]);
  });

  it('more than the sender holds: 409 with the insufficient-balance code, nothing written, the Ref still free', async () => {
    const [a, b] = [await player(20), await player(0)];
    const body = { From: a, To: b, ItemID: ItemId.Gold, Amount: 21, Ref: 'too-much' };
    expect(await s.post(QaPath.Transfer, body)).toEqual({ status: 409, json: { Code: Code.GoldInsufficient, Message: expect.stringContaining('less than 21'), Result: null } });
    expect([await gold(a), await gold(b), (await ledger(a)).length, (await ledger(b)).length]).toEqual([20, 0, 1, 0]);
    // A refused transfer claimed nothing: the same Ref with an amount the sender holds goes through.
    expect((await s.post(QaPath.Transfer, { ...body, Amount: 20 })).json).toEqual({ Replayed: false, Balances: { [a]: 0, [b]: 20 } });
  });

  it('an unknown player answers 404 and moves nothing', async () => {
    const a = await player(50);
    for (const body of [{ From: a, To: 999_999 }, { From: 999_999, To: a }]) {
      const r = await s.post(QaPath.Transfer, { ...body, ItemID: ItemId.Gold, Amount: 1, Ref: 'x' });
      expect(r).toEqual({ status: 404, json: { Code: Code.PlayerNotFound, Message: 'no player 999999', Result: null } });
    }
    expect(await gold(a)).toBe(50);
  });

  it('validates its body: 400 with the field, nothing moved', async () => {
    const [a, b] = [await player(50), await player(0)];
    const good = { From: a, To: b, ItemID: ItemId.Gold, Amount: 1, Ref: 'ok' };
    const bad = [{ Amount: 0 }, { Amount: -5 }, { Amount: 1.5 }, { Amount: '1' }, { From: a, To: a }, { Ref: '' }, { Ref: 'has space' }, { Ref: 'x'.repeat(101) }, { ItemID: 0 }, { To: undefined }];
    for (const change of bad) {
      const r = await s.post(QaPath.Transfer, { ...good, ...change });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.json).toMatchObject({ Code: Code.InvalidInput, Result: null });
    }
    expect([await gold(a), await gold(b)]).toEqual([50, 0]);
  });
});
