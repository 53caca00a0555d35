import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code, Op, QaPath, RedEnvelopeLimits, RedEnvelopeStatus, type RedEnvelope } from '../../src/protocol';
import { startTestServer, type TestServer } from '../testing/harness';
import { eventually } from '../testing/wait';
import { cancelEnvelope, sweepExpiredEnvelopes } from './red-envelopes';
import { ask, gold, ledgerRows, ledgerSum, makePlayer, type TestPlayer } from './test-kit';

describe('red envelopes 12780–12830: the money rules', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(() => s.cleanup());

  const create = (p: TestPlayer, body: Record<string, unknown>) =>
    ask(p.lobby, { OP: Op.RedEnvelopeCreate, Title: '恭喜發財', Content: '新年快樂', Method: 1, ...body }, Op.RedEnvelopeCreateReply);
  const receive = (p: TestPlayer, id: number) => ask(p.lobby, { OP: Op.RedEnvelopeReceive, RedEnvelopeID: id }, Op.RedEnvelopeReceiveReply);
  const cancel = (p: TestPlayer, id: number) => ask(p.lobby, { OP: Op.RedEnvelopeCancel, RedEnvelopeID: id }, Op.RedEnvelopeCancelReply);
  const detail = async (p: TestPlayer, id: number) =>
    (await ask(p.lobby, { OP: Op.RedEnvelopeDetail, RedEnvelopeID: id }, Op.RedEnvelopeDetailReply)).Result as { Envelope: RedEnvelope; MyAmount: number };
  const balanced = async (...ps: TestPlayer[]) => {
    for (const p of ps) expect(await gold(s, p.id)).toBe(await ledgerSum(s, p.id));
  };

  it('200230 without the send permission (the default): nothing debited, nothing stored', async () => {
    const p = await makePlayer(s, { Gold: 1000 });
    expect(await create(p, { Amount: 100, Quantity: 5 })).toMatchObject({ Code: Code.RedEnvelopeNoPermission });
    expect(await gold(s, p.id)).toBe(1000);
    expect(await s.db.selectFrom('red_envelopes').select('id').where('creator_id', '=', p.id).execute()).toEqual([]);
    // The list tells the client the permission (chat §4): 200230 for this player, Ok for one allowed.
    const list = (who: TestPlayer) => ask(who.lobby, { OP: Op.RedEnvelopeList, Status: 0, OrderBy: 1, IsDesc: true, Page: 1, PerPage: 10 }, Op.RedEnvelopeListReply);
    expect(await list(p)).toMatchObject({ Code: Code.RedEnvelopeNoPermission });
    const allowed = await makePlayer(s, { CanSendRedEnvelope: true });
    expect(await list(allowed)).toMatchObject({ Code: Code.Ok, Result: { List: [], Total: 0 } });
  });

  it('200230 on a brand that offers no red envelopes (owl), though the player holds the permission', async () => {
    const owl = await makePlayer(s, { Gold: 1000, CanSendRedEnvelope: true, SiteID: 'owl' });
    expect(await create(owl, { Amount: 100, Quantity: 5 })).toMatchObject({ Code: Code.RedEnvelopeNoPermission });
    expect(await gold(s, owl.id)).toBe(1000);
    const list = await ask(owl.lobby, { OP: Op.RedEnvelopeList, Status: 0, OrderBy: 1, IsDesc: true, Page: 1, PerPage: 10 }, Op.RedEnvelopeListReply);
    expect(list).toMatchObject({ Code: Code.RedEnvelopeNoPermission });
    // lion offers them: the same permission sends
    const lion = await makePlayer(s, { Gold: 1000, CanSendRedEnvelope: true, SiteID: 'lion' });
    expect(await create(lion, { Amount: 100, Quantity: 5 })).toMatchObject({ Code: Code.Ok });
  });

  it('creation debits the creator once; shares sum exactly to the amount; a replayed ClientID creates nothing more', async () => {
    const p = await makePlayer(s, { Gold: 1000, CanSendRedEnvelope: true, Name: '發紅包的人' });
    const r = await create(p, { Amount: 300, Quantity: 7, ClientID: 'c-1' });
    expect(r.Code).toBe(Code.Ok);
    const e = r.Result as RedEnvelope;
    expect(e).toMatchObject({ CreatorID: p.id, CreatorName: '發紅包的人', Amount: 300, Quantity: 7, Status: RedEnvelopeStatus.Open, ReceivedCount: 0 });
    expect(e.ExpireTime - e.CreateTime).toBe(RedEnvelopeLimits.LifetimeMs);
    const shares = await s.db.selectFrom('red_envelope_shares').select('amount').where('envelope_id', '=', e.RedEnvelopeID).execute();
    expect(shares).toHaveLength(7);
    expect(shares.reduce((n, x) => n + Number(x.amount), 0)).toBe(300);
    expect(shares.every((x) => Number(x.amount) >= 1)).toBe(true);
    const again = await Promise.all([create(p, { Amount: 300, Quantity: 7, ClientID: 'c-1' }), create(p, { Amount: 300, Quantity: 7, ClientID: 'c-1' })]);
    expect(again.map((a) => (a.Result as RedEnvelope).RedEnvelopeID)).toEqual([e.RedEnvelopeID, e.RedEnvelopeID]);
    expect(await gold(s, p.id)).toBe(700);
    expect(await ledgerRows(s, p.id)).toEqual([-300]);
    await balanced(p);
  });

  it('bad amounts: fewer coins than shares 100001, more than held 100011 — nothing written; malformed fields 100019', async () => {
    const p = await makePlayer(s, { Gold: 50, CanSendRedEnvelope: true });
    expect(await create(p, { Amount: 4, Quantity: 5 })).toMatchObject({ Code: Code.InvalidInput });
    expect(await create(p, { Amount: 51, Quantity: 5 })).toMatchObject({ Code: Code.GoldInsufficient });
    expect(await gold(s, p.id)).toBe(50);
    expect(await ledgerRows(s, p.id)).toEqual([]);
    for (const bad of [{ Amount: '10', Quantity: 1 }, { Amount: 10, Quantity: 0 }, { Amount: 10, Quantity: 1, Method: 9 }, { Amount: 10, Quantity: 1, Title: '' }]) {
      p.lobby.send({ OP: Op.RedEnvelopeCreate, Title: 't', Content: '', Method: 1, ...bad });
      expect((await p.lobby.next()).Code).toBe(Code.MalformedFrame);
    }
    expect(await gold(s, p.id)).toBe(50);
  });

  it('receive pays one share once per player; 200232 on a second try; 200234 when all are taken; records and detail', async () => {
    const c = await makePlayer(s, { Gold: 100, CanSendRedEnvelope: true });
    const [a, b, d] = [await makePlayer(s, { Name: '甲' }), await makePlayer(s, { Name: '乙' }), await makePlayer(s)];
    const id = ((await create(c, { Amount: 10, Quantity: 2, Method: 2 })).Result as RedEnvelope).RedEnvelopeID;
    expect(await receive(a, id)).toMatchObject({ Code: Code.Ok, Result: { RedEnvelopeID: id, Amount: 5, Gold: 5 } });
    expect(await receive(a, id)).toMatchObject({ Code: Code.RedEnvelopeAlreadyReceived });
    expect(await receive(b, id)).toMatchObject({ Code: Code.Ok, Result: { Amount: 5 } });
    expect(await receive(d, id)).toMatchObject({ Code: Code.RedEnvelopeAllClaimed });
    expect(await ledgerRows(s, a.id)).toEqual([5]);
    const records = await ask(c.lobby, { OP: Op.RedEnvelopeRecords, RedEnvelopeID: id, OrderBy: 1, IsDesc: false, Page: 1, PerPage: 10 }, Op.RedEnvelopeRecordsReply);
    expect(records.Result).toMatchObject({ Total: 2, ReceiveInfo: [{ PlayerID: a.id, Name: '甲', Amount: 5 }, { PlayerID: b.id, Name: '乙', Amount: 5 }] });
    expect(await detail(a, id)).toMatchObject({ MyAmount: 5, Envelope: { Status: RedEnvelopeStatus.AllClaimed, ReceivedCount: 2, ReceivedAmount: 10 } });
    expect((await detail(d, id)).MyAmount).toBe(0);
    // Nothing is left: a cancel now refunds nothing.
    expect((await cancel(c, id)).Result).toMatchObject({ Status: RedEnvelopeStatus.AllClaimed, RefundAmount: 0 });
    expect(await gold(s, c.id)).toBe(90);
    await balanced(a, b, c, d);
  });

  it('the demo data lets the club leader 王大明 send, and nobody else', async () => {
    const seeded = await s.db.selectFrom('players').select(['id', 'name']).where('site_id', '=', 'demo').execute();
    expect(seeded.length).toBeGreaterThan(1);
    for (const p of seeded) expect([p.name, await s.services.repos.redEnvelopes.canSend(p.id)]).toEqual([p.name, p.name === '王大明']);
  });

  it('100013 for an unknown envelope', async () => {
    const a = await makePlayer(s);
    expect(await receive(a, 999_999)).toMatchObject({ Code: Code.PlayerNotFound });
  });

  it('cancel refunds the unclaimed rest to the creator exactly once; receives after it answer 200231; only the creator cancels', async () => {
    const c = await makePlayer(s, { Gold: 1000, CanSendRedEnvelope: true });
    const [a, b] = [await makePlayer(s), await makePlayer(s)];
    const id = ((await create(c, { Amount: 400, Quantity: 4 })).Result as RedEnvelope).RedEnvelopeID;
    const got = ((await receive(a, id)).Result as { Amount: number }).Amount;
    expect(await cancel(a, id)).toMatchObject({ Code: Code.InvalidInput });
    const cancels = await Promise.all([cancel(c, id), cancel(c, id)]);
    for (const r of cancels) expect(r.Result).toMatchObject({ Status: RedEnvelopeStatus.Cancelled, RefundAmount: 400 - got });
    expect(await receive(b, id)).toMatchObject({ Code: Code.RedEnvelopeExpired });
    expect(await ledgerRows(s, c.id)).toEqual([-400, 400 - got]);
    expect(await gold(s, c.id)).toBe(600 + 400 - got);
    await balanced(a, b, c);
  });

  it('expires 24 h after creation on the server (QA) clock: the rest is refunded once, lazily or by the sweep', async () => {
    const c = await makePlayer(s, { Gold: 1000, CanSendRedEnvelope: true });
    const [a, b] = [await makePlayer(s), await makePlayer(s)];
    const lazy = ((await create(c, { Amount: 100, Quantity: 2, Method: 2 })).Result as RedEnvelope).RedEnvelopeID;
    const swept = ((await create(c, { Amount: 30, Quantity: 3, Method: 2 })).Result as RedEnvelope).RedEnvelopeID;
    await receive(a, lazy);
    await s.post(QaPath.Clock, { AdvanceMs: RedEnvelopeLimits.LifetimeMs - 1 });
    expect((await detail(b, lazy)).Envelope.Status).toBe(RedEnvelopeStatus.Open);
    await s.post(QaPath.Clock, { AdvanceMs: 1 });
    // Sessions last a day too: players signed in after the advance ask from here on.
    const late = await makePlayer(s);
    expect(await receive(late, lazy)).toMatchObject({ Code: Code.RedEnvelopeExpired });
    expect((await detail(late, lazy)).Envelope).toMatchObject({ Status: RedEnvelopeStatus.Expired, RefundAmount: 50 });
    expect(await sweepExpiredEnvelopes(s.services)).toBeGreaterThanOrEqual(1);
    expect(await sweepExpiredEnvelopes(s.services)).toBe(0);
    expect((await detail(late, swept)).Envelope).toMatchObject({ Status: RedEnvelopeStatus.Expired, RefundAmount: 30 });
    expect(await cancelEnvelope(s.services, c.id, lazy)).toMatchObject({ Status: RedEnvelopeStatus.Expired, RefundAmount: 50 });
    expect(await ledgerRows(s, c.id)).toEqual([-100, -30, 50, 30]);
    await balanced(a, b, c, late);
  });

  it('12810 lists the player’s own envelopes newest first, 10 a page at most, by status', async () => {
    const c = await makePlayer(s, { Gold: 1000, CanSendRedEnvelope: true });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push(((await create(c, { Amount: 10, Quantity: 1, Title: `紅包${i}` })).Result as RedEnvelope).RedEnvelopeID);
      await s.post(QaPath.Clock, { AdvanceMs: 1000 });
    }
    await cancel(c, ids[0] ?? 0);
    const page = (n: number, Status = 0) => ask(c.lobby, { OP: Op.RedEnvelopeList, Status, OrderBy: 1, IsDesc: true, Page: n, PerPage: 10 }, Op.RedEnvelopeListReply);
    const first = (await page(1)).Result as { List: RedEnvelope[]; Total: number };
    expect(first.Total).toBe(12);
    expect(first.List.map((e) => e.RedEnvelopeID)).toEqual(ids.slice(2).reverse());
    expect(((await page(2)).Result as { List: RedEnvelope[] }).List.map((e) => e.RedEnvelopeID)).toEqual([ids[1], ids[0]]);
    expect((await page(1, RedEnvelopeStatus.Cancelled)).Result).toMatchObject({ Total: 1, List: [{ RedEnvelopeID: ids[0] }] });
    c.lobby.send({ OP: Op.RedEnvelopeList, Status: 0, OrderBy: 1, IsDesc: true, Page: 1, PerPage: 11 });
    expect((await c.lobby.next()).Code).toBe(Code.MalformedFrame);
  });
});

describe('red envelope expiry sweep', () => {
  it('each process refunds expired envelopes nobody touches, on its timer', async () => {
    const s = await startTestServer({ envelopeSweepMs: 50 });
    try {
      const c = await makePlayer(s, { Gold: 100, CanSendRedEnvelope: true });
      const created = await ask(c.lobby, { OP: Op.RedEnvelopeCreate, Title: '紅包', Content: '', Amount: 100, Quantity: 4, Method: 1 }, Op.RedEnvelopeCreateReply);
      const id = (created.Result as RedEnvelope).RedEnvelopeID;
      // A sweep on the timer looks for expired envelopes: one that finds none refunds nothing.
      const looked = vi.spyOn(s.services.repos.redEnvelopes, 'expiredIds');
      await eventually(async () => expect(await looked.mock.results.at(-1)?.value).toEqual([]));
      looked.mockRestore();
      expect(await gold(s, c.id)).toBe(0);
      s.clock.advance(RedEnvelopeLimits.LifetimeMs);
      await eventually(async () => expect(await gold(s, c.id)).toBe(100));
      expect(await ledgerRows(s, c.id)).toEqual([-100, 100]);
      expect((await s.services.repos.redEnvelopes.find(id))?.status).toBe(RedEnvelopeStatus.Expired);
    } finally {
      await s.cleanup();
    }
  });
});
