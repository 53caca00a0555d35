import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountHelperPath, AccountPath, Code, ItemId, Op, OPERATOR_KEY_HEADER, Provider, QaPath } from '../../src/protocol';
import { LocalBus, LocalNetwork } from '../cluster/bus';
import { startTestServer, type TestServer } from '../testing/harness';
import { testDatabaseUrl, type TestDatabaseUrl } from '../testing/test-database';
import { frameWithCode, postAs, providerToken, signInWith } from './test-kit';

const SUSPENDED = '帳號已被停用，如有任何疑問，請聯繫客服';

describe('suspending a player (QA mode)', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('their sockets get 100014 and close; HTTP, tickets and sign-in answer 100014; reinstating lifts it', async () => {
    const line = await signInWith(s, Provider.line, await providerToken(s, 'line', 'to-suspend'));
    const token = line.Result.Token as string;
    const lobby = await s.initSocket('lobby', token);
    const chat = await s.initSocket('chat', token);
    const other = await s.signInGuest();
    const bystander = await s.initSocket('lobby', other.token);

    const r = await s.post(AccountHelperPath.Suspend, { PlayerID: line.Result.Player.PlayerID, Reason: 'test' });
    expect(r.json).toEqual({ Code: Code.HttpOk, Message: '', Result: { PlayerID: line.Result.Player.PlayerID, Status: 2, Sessions: 1 } });
    for (const socket of [lobby, chat]) {
      expect(await frameWithCode(socket)).toMatchObject({ Code: Code.AccountSuspended, Message: SUSPENDED });
      await socket.closed;
    }
    expect(bystander.isOpen).toBe(true);

    expect((await postAs(s, token, AccountPath.PlayerInfo)).json).toMatchObject({ Code: Code.AccountSuspended, Message: SUSPENDED });
    expect((await postAs(s, token, AccountHelperPath.Account)).json.Code).toBe(Code.AccountSuspended);
    expect((await postAs(s, token, AccountPath.SocketTicket)).json.Code).toBe(Code.AccountSuspended);
    expect(await signInWith(s, Provider.line, await providerToken(s, 'line', 'to-suspend'))).toMatchObject({ Code: Code.AccountSuspended, Message: SUSPENDED });
    const socket = await s.socket('lobby');
    expect(await socket.request({ OP: Op.LobbyInit, Token: token, CloseRSA: true })).toMatchObject({ Code: Code.AccountSuspended });

    const lifted = await s.post(AccountHelperPath.Suspend, { PlayerID: line.Result.Player.PlayerID, Suspend: false });
    expect(lifted.json.Result).toEqual({ PlayerID: line.Result.Player.PlayerID, Status: 1, Sessions: 0 });
    expect((await postAs(s, token, AccountPath.PlayerInfo)).json.Code).toBe(Code.HttpOk);
    expect((await signInWith(s, Provider.line, await providerToken(s, 'line', 'to-suspend'))).Code).toBe(Code.HttpOk);
  });

  it('an unknown player: 100013; a bad body: 400', async () => {
    expect((await s.post(AccountHelperPath.Suspend, { PlayerID: 999_999 })).json.Code).toBe(Code.PlayerNotFound);
    expect((await s.post(AccountHelperPath.Suspend, { PlayerID: 'x' })).status).toBe(400);
  });

  it('a socket that finished its init as the kick went out is swept by its own check', async () => {
    const guest = await s.signInGuest();
    const lobby = await s.initSocket('lobby', guest.token);
    // Suspended without the kick (as if it were lost): the sweep ends the socket with 100014.
    await s.db.updateTable('players').set({ status: 2 }).where('id', '=', guest.playerId).execute();
    // (a sweep the server runs by itself may get there first: either way the socket ends with 100014)
    await s.services.sessions.sweep();
    expect(await frameWithCode(lobby)).toMatchObject({ Code: Code.AccountSuspended });
  });
});

describe('operator access outside QA mode', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('OPERATOR_KEY set: the key is required; unset: the helper does not exist', async () => {
    vi.stubEnv('OPERATOR_KEY', 'k'.repeat(32));
    const s = await startTestServer({ qaMode: false });
    try {
      const guest = await s.signInGuest();
      expect((await s.post(AccountHelperPath.Suspend, { PlayerID: guest.playerId })).status).toBe(403);
      expect((await s.post(AccountHelperPath.Suspend, { PlayerID: guest.playerId }, { [OPERATOR_KEY_HEADER]: 'k'.repeat(31) })).status).toBe(403);
      const ok = await s.post(AccountHelperPath.Suspend, { PlayerID: guest.playerId }, { [OPERATOR_KEY_HEADER]: 'k'.repeat(32) });
      expect(ok.json.Result.Status).toBe(2);
    } finally {
      await s.cleanup();
    }
    vi.stubEnv('OPERATOR_KEY', '');
    const off = await startTestServer({ qaMode: false });
    try {
      expect((await off.post(AccountHelperPath.Suspend, { PlayerID: 1 }, { [OPERATOR_KEY_HEADER]: '' })).status).toBe(404);
    } finally {
      await off.cleanup();
    }
  });
});

describe('suspending across processes', () => {
  let database: TestDatabaseUrl;
  let a: TestServer;
  let b: TestServer;
  beforeEach(async () => {
    database = await testDatabaseUrl();
    const network = new LocalNetwork();
    a = await startTestServer({ databaseUrl: database.url, bus: new LocalBus(network) });
    b = await startTestServer({ databaseUrl: database.url, bus: new LocalBus(network) });
  });
  afterEach(async () => {
    await a.cleanup();
    await b.cleanup();
    await database.drop();
  });

  it('suspended through one process: the sockets on the other get 100014 and close', async () => {
    const guest = await a.signInGuest();
    const onB = await b.initSocket('lobby', guest.token);
    const onA = await a.initSocket('chat', guest.token);
    expect((await a.post(AccountHelperPath.Suspend, { PlayerID: guest.playerId })).json.Result.Sessions).toBe(1);
    for (const socket of [onB, onA]) {
      expect(await frameWithCode(socket)).toMatchObject({ Code: Code.AccountSuspended });
      await socket.closed;
    }
    expect((await postAs(b, guest.token, AccountPath.SocketTicket)).json.Code).toBe(Code.AccountSuspended);
  });
});

describe('bag log', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('the asking player\'s own ledger, newest first, paged, with the passbook labels', async () => {
    const me = await s.signInGuest();
    const other = await s.signInGuest();
    await s.post(QaPath.Balance, { PlayerID: me.playerId, Items: { [ItemId.Gold]: 12_345 } });
    const now = s.clock.now();
    const body = { ItemID: 1, StartTime: now - 14 * 86_400_000, EndTime: now, Page: 1, PerPage: 1, Tab: 1 };
    const first = await postAs(s, me.token, AccountHelperPath.BagLog, body);
    expect(first.json).toMatchObject({ Code: Code.HttpOk, Result: { Tab: 1, Page: 1, PerPage: 1, Total: 2 } });
    expect(first.json.Result.List).toHaveLength(1);
    expect(first.json.Result.List[0]).toMatchObject({ ItemID: 1, AfterAmount: 12_345 });
    const second = await postAs(s, me.token, AccountHelperPath.BagLog, { ...body, Page: 2 });
    expect(second.json.Result.List[0]).toMatchObject({ Source: 'newPlayer', BeforeAmount: 0, AfterAmount: 10_000 });
    expect((await postAs(s, other.token, AccountHelperPath.BagLog, body)).json.Result.Total).toBe(1);
    expect((await s.post(AccountHelperPath.BagLog, body)).json.Code).toBe(Code.SessionExpired);
    expect((await postAs(s, me.token, AccountHelperPath.BagLog, { ...body, Tab: 9 })).status).toBe(400);
  });
});
