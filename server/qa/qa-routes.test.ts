import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Code, isKnownOp, Op, QaPath, replyOp } from '../../src/protocol';
import { startTestServer, TEST_START, type TestServer } from '../testing/harness';

describe('QA API', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('POST /__qa/players creates a player whose balances are ledger rows', async () => {
    const r = await s.post('/__qa/players', {
      Name: '測試員',
      VIPLevel: 5,
      Level: 30,
      Gold: 500_000,
      Gems: 20,
      Points: 7,
      Phone: '912345678',
      ClubID: 1,
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ PlayerID: expect.any(Number), Token: expect.stringMatching(/^[\w-]{43}$/) });
    const info = await s.post('/api/v1/player/info', undefined, { 'api-token': r.json.Token });
    expect(info.json.Result).toMatchObject({
      Name: '測試員',
      VIPLevel: 5,
      Level: 30,
      Bag: { Items: { '1': { Amount: 500_000 }, '2': { Amount: 20 }, '39': { Amount: 7 } } },
      Club: { ClubID: 1, ClubName: '皇家俱樂部' },
      TPIDs: { '6': '0912345678' },
    });
    const ledger = await s.db.selectFrom('ledger').selectAll().where('player_id', '=', r.json.PlayerID).execute();
    expect(ledger.map((l) => [l.item_id, l.delta, l.source]).sort()).toEqual([[1, 500_000, 'qa'], [2, 20, 'qa'], [39, 7, 'qa']]);
  });

  it('POST /__qa/players validates its body', async () => {
    for (const body of [{ Gold: -1 }, { Gold: '5' }, { Name: 3 }, { VIPLevel: 1.5 }, { Phone: '12345' }, { ClubID: 999 }, { Items: { x: 1 } }, []]) {
      const r = await s.post('/__qa/players', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json).toMatchObject({ Code: Code.InvalidInput, Result: null });
    }
    expect((await s.post('/__qa/players')).status).toBe(200); // no body: all defaults
  });

  it('POST /__qa/reset wipes data, closes sockets and reseeds', async () => {
    const p = (await s.post('/__qa/players', { Name: '會消失' })).json;
    const lobby = await s.initSocket('lobby', p.Token);
    await s.post('/__qa/fail', { OP: Op.Wallet, Code: Code.VipTooLow });
    s.clock.advance(5000);

    expect(await s.post('/__qa/reset')).toEqual({ status: 200, json: { ok: true } });
    expect((await lobby.closed).code).toBe(1012);
    expect((await s.post('/api/v1/player/info', undefined, { 'api-token': p.Token })).json.Code).toBe(Code.SessionExpired);
    const players = await s.db.selectFrom('players').select('name').execute();
    expect(players.map((x) => x.name)).not.toContain('會消失');
    expect(players.length).toBe(10); // 5 demo players, the 2 demo rooms' anchors and 3 banned demo players (seed-bans.ts)
    expect(s.clock.now()).toBe(TEST_START);

    // Fail rules are gone too.
    const fresh = (await s.post('/__qa/players', {})).json;
    const socket = await s.initSocket('lobby', fresh.Token);
    expect(await socket.request({ OP: Op.Wallet })).toMatchObject({ Code: 200 });
  });

  it('GET /__qa/sms answers the last code sent to a phone, 404 when none', async () => {
    const none = await s.get('/__qa/sms?phone=0912345678');
    expect(none.status).toBe(404);
    expect(none.json).toMatchObject({ Code: Code.NotFound, Result: null });
    expect((await s.get('/__qa/sms?phone=abc')).status).toBe(400);

    await s.services.sms.send({ phone: '0912345678', code: '111111', purpose: 'signin' });
    await s.services.sms.send({ phone: '0912345678', code: '654321', purpose: 'bind' });
    expect(await s.get('/__qa/sms?phone=0912345678')).toEqual({ status: 200, json: { Code: '654321' } });
    expect((await s.get('/__qa/sms?phone=912345678')).json).toEqual({ Code: '654321' });
  });

  it('POST /__qa/push delivers a frame to every open socket of that kind', async () => {
    const p = (await s.post('/__qa/players', {})).json;
    const chatA = await s.initSocket('chat', p.Token);
    const chatB = await s.initSocket('chat', p.Token);
    const lobby = await s.initSocket('lobby', p.Token);
    // an OP without a Result schema: the test harness checks Ok replies of declared OPs against theirs
    const message = { OP: Op.ProtocolError, Code: 200, Message: '', Result: { Message: '哈囉' } };

    expect((await s.post('/__qa/push', { PlayerID: p.PlayerID, Socket: 'chat', Message: message })).json).toEqual({ delivered: 2 });
    expect(await chatA.next()).toEqual(message);
    expect(await chatB.next()).toEqual(message);
    expect(await lobby.unread()).toEqual([]);

    const minimal = await s.post('/__qa/push', { PlayerID: p.PlayerID, Socket: 'lobby', Message: { OP: Op.ProtocolError, Code: 200 } });
    expect(minimal.json).toEqual({ delivered: 1 });
    expect(await lobby.next()).toEqual({ OP: Op.ProtocolError, Code: 200, Message: '', Result: null });

    expect((await s.post('/__qa/push', { PlayerID: 999_999, Socket: 'chat', Message: message })).json).toEqual({ delivered: 0 });
    expect((await s.post('/__qa/push', { PlayerID: p.PlayerID, Socket: 'web', Message: message })).status).toBe(400);
    expect((await s.post('/__qa/push', { PlayerID: p.PlayerID, Socket: 'chat', Message: { OP: 'x', Code: 200 } })).status).toBe(400);
  });

  it('POST /__qa/disconnect cuts a player\'s sockets of one kind; the token still signs in again', async () => {
    const p = (await s.post('/__qa/players', {})).json;
    const chat = await s.initSocket('chat', p.Token);
    const lobby = await s.initSocket('lobby', p.Token);

    expect((await s.post('/__qa/disconnect', { PlayerID: p.PlayerID, Socket: 'chat' })).json).toEqual({ closed: 1 });
    expect(await chat.closed).toEqual({ code: 4000, reason: 'qa disconnect' });
    expect(await lobby.unread()).toEqual([]); // the lobby socket stays
    // nothing to cut any more; a new chat socket with the same token works
    expect((await s.post('/__qa/disconnect', { PlayerID: p.PlayerID, Socket: 'chat' })).json).toEqual({ closed: 0 });
    const again = await s.initSocket('chat', p.Token);
    again.send({ OP: Op.ChatUnread });
    expect((await again.next()).OP).toBe(Op.ChatUnreadReply);

    // without Socket: every socket of the player
    expect((await s.post('/__qa/disconnect', { PlayerID: p.PlayerID })).json).toEqual({ closed: 2 });
    expect((await lobby.closed).code).toBe(4000);
    expect((await s.post('/__qa/disconnect', { PlayerID: 'x' })).status).toBe(400);
    expect((await s.post('/__qa/disconnect', { PlayerID: p.PlayerID, Socket: 'web' })).status).toBe(400);
  });

  it('POST /__qa/fail forces the next Times replies of an OP, then handlers run again', async () => {
    const p = (await s.post('/__qa/players', { Gold: 10 })).json;
    const lobby = await s.initSocket('lobby', p.Token);
    expect((await s.post('/__qa/fail', { OP: Op.Wallet, Code: Code.GoldInsufficient, Message: '日金不足', Times: 2 })).json).toEqual({ ok: true });
    for (let i = 0; i < 2; i++) {
      expect(await lobby.request({ OP: Op.Wallet })).toEqual({ OP: Op.WalletReply, Code: Code.GoldInsufficient, Message: '日金不足', Result: null });
    }
    expect(await lobby.request({ OP: Op.Wallet })).toMatchObject({ Code: 200 });

    // Default Times is 1; OPs without a handler can be forced too.
    let unserved = Op.ChatPublicSend + 7_000;
    while (isKnownOp(unserved)) unserved += 10;
    await s.post('/__qa/fail', { OP: unserved, Code: Code.ChatRateLimited });
    const chat = await s.initSocket('chat', p.Token);
    expect(await chat.request({ OP: unserved })).toMatchObject({ OP: replyOp(unserved), Code: Code.ChatRateLimited });
    expect(await chat.request({ OP: unserved })).toMatchObject({ Code: Code.UnknownOp });

    // Times 0 clears a rule.
    await s.post('/__qa/fail', { OP: Op.Wallet, Code: Code.AccountSuspended, Times: 3 });
    await s.post('/__qa/fail', { OP: Op.Wallet, Code: Code.AccountSuspended, Times: 0 });
    expect(await lobby.request({ OP: Op.Wallet })).toMatchObject({ Code: 200 });
  });

  it('POST /__qa/fail applies to the init OPs: expiry on the first frame', async () => {
    const p = (await s.post('/__qa/players', {})).json;
    await s.post('/__qa/fail', { OP: Op.LobbyInit, Code: Code.SessionExpired, Message: '連線已過期，請重新登入' });
    const lobby = await s.socket('lobby');
    expect(await lobby.request({ OP: Op.LobbyInit, Token: p.Token, CloseRSA: true })).toEqual({
      OP: Op.LobbyInitReply,
      Code: Code.SessionExpired,
      Message: '連線已過期，請重新登入',
      Result: null,
    });
    await lobby.closed;
    await s.initSocket('lobby', p.Token); // only once
  });

  it('POST /__qa/fail and /__qa/clock validate their bodies', async () => {
    for (const body of [{ OP: 'x', Code: 1 }, { OP: Op.Wallet }, { OP: Op.Wallet, Code: 1, Times: -1 }, { OP: Op.Wallet, Code: 1, Message: 5 }]) {
      expect((await s.post('/__qa/fail', body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{}, { AdvanceMs: '5' }, { AdvanceMs: -1 }, { AdvanceMs: 1.5 }]) {
      expect((await s.post('/__qa/clock', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await s.post('/__qa/clock', 'not json')).status).toBe(400);
  });

  it('POST /__qa/clock moves server time: tokens expire', async () => {
    const p = (await s.post('/__qa/players', {})).json;
    expect((await s.post('/__qa/clock', { AdvanceMs: 3_600_000 })).json).toEqual({ now: TEST_START + 3_600_000 });
    expect((await s.post('/api/v1/player/info', undefined, { 'api-token': p.Token })).json.Code).toBe(0);
    await s.post('/__qa/clock', { AdvanceMs: 23 * 3_600_000 });
    expect((await s.post('/api/v1/player/info', undefined, { 'api-token': p.Token })).json.Code).toBe(Code.SessionExpired);
  });
});

describe('QA API without QA mode', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer({ qaMode: false });
  });
  afterEach(() => s.cleanup());

  it('every /__qa path is 404', async () => {
    for (const path of ['/__qa/reset', '/__qa/players', '/__qa/push', '/__qa/fail', '/__qa/clock']) {
      const r = await s.post(path, {});
      expect(r.status, path).toBe(404);
      expect(r.json).toMatchObject({ Code: Code.NotFound });
    }
    expect((await s.get('/__qa/sms?phone=0912345678')).status).toBe(404);
    expect((await s.db.selectFrom('players').select('id').execute()).length).toBe(10);
  });
});

describe('QA balances', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('POST /__qa/balance sets balances through the wallet: ledger rows, and a push to the lobby', async () => {
    const p = (await s.post(QaPath.Players, { Gold: 1_000, Gems: 5 })).json;
    const lobby = await s.initSocket('lobby', p.Token);
    const r = await s.post(QaPath.Balance, { PlayerID: p.PlayerID, Gold: 250, Items: { '42': 3 } });
    const items = { '1': { Amount: 250 }, '2': { Amount: 5 }, '39': { Amount: 0 }, '42': { Amount: 3 } };
    expect(r).toEqual({ status: 200, json: { PlayerID: p.PlayerID, Items: items } });
    expect(await lobby.next()).toEqual({ OP: Op.WalletReply, Code: Code.Ok, Message: '', Result: { Bag: { Items: items } } });
    const ledger = await s.db.selectFrom('ledger').selectAll().where('player_id', '=', p.PlayerID).orderBy('id').execute();
    expect(ledger.slice(2).map((l) => [l.item_id, l.delta, l.after_amount, l.source])).toEqual([[1, -750, 250, 'qa'], [42, 3, 3, 'qa']]);
    // Setting what is already there changes nothing and pushes nothing.
    expect((await s.post(QaPath.Balance, { PlayerID: p.PlayerID, Gold: 250 })).json.Items).toEqual(items);
    expect(await lobby.unread()).toEqual([]);
    for (const bad of [{ PlayerID: p.PlayerID }, { PlayerID: 99_999, Gold: 1 }, { PlayerID: p.PlayerID, Gold: -1 }, { Gold: 1 }]) {
      expect((await s.post(QaPath.Balance, bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });
});
