import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, isContractOp, isKnownOp, Op, replyOp } from '../../src/protocol';
import { ReplyError } from '../errors';
import { startTestServer, TestSocket, type TestServer } from '../testing/harness';
import { eventually } from '../testing/wait';
import { MAX_FRAME_BYTES, type Connection } from './connection';

describe('socket handshake', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('inits the lobby (13010) and chat (10000) sockets with a guest token', async () => {
    const { token, playerId } = await s.signInGuest();
    const lobby = await s.socket('lobby');
    expect(await lobby.request({ OP: Op.LobbyInit, Token: token, CloseRSA: true })).toEqual({
      OP: Op.LobbyInitReply,
      Code: Code.Ok,
      Message: '',
      Result: { PlayerID: playerId },
    });
    const chat = await s.socket('chat');
    expect(await chat.request({ OP: Op.Init, Token: token, CloseRSA: true })).toMatchObject({
      OP: Op.InitReply,
      Code: Code.Ok,
      Result: { PlayerID: playerId },
    });
    expect(s.hub.socketsOf(playerId).map((x) => x.kind).sort()).toEqual(['chat', 'lobby']);
  });

  it('the lobby also accepts 10000 (clients that do not know 13010); chat refuses 13010 before init', async () => {
    const { token } = await s.signInGuest();
    const lobby = await s.socket('lobby');
    expect(await lobby.request({ OP: Op.Init, Token: token, CloseRSA: true })).toMatchObject({ OP: Op.InitReply, Code: 200 });
    const chat = await s.socket('chat');
    expect(await chat.request({ OP: Op.LobbyInit, Token: token, CloseRSA: true })).toMatchObject({
      OP: Op.LobbyInitReply,
      Code: Code.NotInitialised,
    });
  });

  it('a bad token gets 100005 and the socket is closed', async () => {
    const lobby = await s.socket('lobby');
    expect(await lobby.request({ OP: Op.LobbyInit, Token: 'forged', CloseRSA: true })).toMatchObject({
      OP: Op.LobbyInitReply,
      Code: Code.SessionExpired,
      Message: '連線已過期，請重新登入',
    });
    expect((await lobby.closed).code).toBe(1000);
  });

  it('an init without a Token string is malformed, the socket stays usable', async () => {
    const chat = await s.socket('chat');
    expect(await chat.request({ OP: Op.Init, Token: 42 })).toMatchObject({ OP: Op.InitReply, Code: Code.MalformedFrame });
    const { token } = await s.signInGuest();
    expect(await chat.request({ OP: Op.Init, Token: token, CloseRSA: true })).toMatchObject({ Code: 200 });
  });

  it('any other OP before the init answers NotInitialised', async () => {
    const lobby = await s.socket('lobby');
    expect(await lobby.request({ OP: Op.Wallet })).toEqual({
      OP: Op.WalletReply,
      Code: Code.NotInitialised,
      Message: 'send the init frame first',
      Result: null,
    });
    expect(lobby.isOpen).toBe(true);
  });

  it('a token that expires while connected gets 100005 on the next frame', async () => {
    const { token } = await s.signInGuest();
    const lobby = await s.initSocket('lobby', token);
    s.clock.advance(24 * 3600_000 + 1);
    expect(await lobby.request({ OP: Op.Wallet })).toMatchObject({ OP: Op.WalletReply, Code: Code.SessionExpired });
    await lobby.closed;
  });

  it('a suspended account gets 100014 on init', async () => {
    const { token, playerId } = await s.signInGuest();
    await s.services.repos.players.update(playerId, { status: 2 });
    const chat = await s.socket('chat');
    expect(await chat.request({ OP: Op.Init, Token: token, CloseRSA: true })).toMatchObject({ Code: Code.AccountSuspended });
    await chat.closed;
  });

  it('unknown socket paths are refused', async () => {
    await expect(TestSocket.open(`ws://127.0.0.1:${s.port}/ws/other`)).rejects.toThrow(/404/);
  });
});

describe('socket robustness', () => {
  let s: TestServer;
  let lobby: TestSocket;
  let playerId: number;

  beforeEach(async () => {
    s = await startTestServer();
    const guest = await s.signInGuest();
    playerId = guest.playerId;
    lobby = await s.initSocket('lobby', guest.token);
  });
  afterEach(() => s.cleanup());

  async function stillAnswers(socket = lobby) {
    expect(await socket.request({ OP: Op.Wallet })).toMatchObject({ OP: Op.WalletReply, Code: Code.Ok });
  }

  it('not JSON → ProtocolError MalformedFrame', async () => {
    expect(await lobby.request('hello {')).toMatchObject({ OP: Op.ProtocolError, Code: Code.MalformedFrame, Message: 'frame is not JSON' });
    await stillAnswers();
  });

  it('JSON that is not an object, or has no integer OP → MalformedFrame', async () => {
    for (const frame of ['[1,2]', '"x"', 'null', '{"Token":"x"}', `{"OP":"${Op.Wallet}"}`, `{"OP":${Op.Wallet}.5}`, '{"OP":1e400}']) {
      expect(await lobby.request(frame)).toMatchObject({ OP: Op.ProtocolError, Code: Code.MalformedFrame });
    }
    await stillAnswers();
  });

  it('unknown OP → reply OP with UnknownOp', async () => {
    let unknown = Op.ChatPublicSend + 7_000;
    while (isKnownOp(unknown)) unknown += 10;
    expect(await lobby.request({ OP: unknown })).toMatchObject({ OP: replyOp(unknown), Code: Code.UnknownOp });
    // Known to the protocol but not served yet (any request OP without a contract): same answer, so the client can tell.
    const unserved = Object.values(Op).find((op) => op % 10 === 0 && op !== Op.Init && op !== Op.LobbyInit && !isContractOp(op));
    if (unserved !== undefined) expect(await lobby.request({ OP: unserved })).toMatchObject({ OP: replyOp(unserved), Code: Code.UnknownOp });
    await stillAnswers();
  });

  it('known OP with wrong payload types → MalformedFrame naming the field', async () => {
    expect(await lobby.request({ OP: Op.UserInfo, PlayerID: 'abc' })).toMatchObject({
      OP: Op.UserInfoReply,
      Code: Code.MalformedFrame,
      Message: 'PlayerID: expected integer',
    });
    expect(await lobby.request({ OP: Op.UserInfo, PlayerID: 1.5 })).toMatchObject({ Code: Code.MalformedFrame, Message: 'PlayerID: expected integer' });
    expect(await lobby.request({ OP: Op.UserInfo })).toMatchObject({ Code: Code.MalformedFrame, Message: 'PlayerID: expected integer' });
    // limits come from the OP's schema in src/protocol (relation list: Type 1 or 2)
    expect(await lobby.request({ OP: Op.RelationList, Type: 3, Page: 1, PerPage: 5 })).toMatchObject({
      OP: Op.RelationListReply,
      Code: Code.MalformedFrame,
      Message: 'Type: expected one of 1, 2',
    });
    // a chat send's client id: 1–64 of [A-Za-z0-9_-]
    expect(await lobby.request({ OP: Op.ChatPublicSend, Message: 'hi', ClientID: 'not ok!' })).toMatchObject({
      OP: Op.ChatPublicPush,
      Code: Code.MalformedFrame,
      Message: expect.stringMatching(/^ClientID: expected a string matching/),
    });
    await stillAnswers();
  });

  it('a frame just over 64 KiB → FrameTooLarge, socket kept', async () => {
    const big = JSON.stringify({ OP: Op.Wallet, Pad: 'x'.repeat(MAX_FRAME_BYTES) });
    expect(await lobby.request(big)).toMatchObject({ OP: Op.ProtocolError, Code: Code.FrameTooLarge });
    await stillAnswers();
  });

  it('a frame far over the limit closes that socket with 1009; the server lives on', async () => {
    lobby.send(JSON.stringify({ OP: Op.Wallet, Pad: 'x'.repeat(200 * 1024) }));
    expect((await lobby.closed).code).toBe(1009);
    const { token } = await s.signInGuest();
    await stillAnswers(await s.initSocket('lobby', token));
  });

  it('binary frames → MalformedFrame', async () => {
    expect(await lobby.request(Buffer.from(JSON.stringify({ OP: Op.Wallet })))).toMatchObject({
      OP: Op.ProtocolError,
      Code: Code.MalformedFrame,
    });
    await stillAnswers();
  });

  it('a throwing handler → 100000 and an error log; a ReplyError → its Code', async () => {
    s.handlers.override(Op.PhoneBindIcon, () => {
      throw new Error('boom');
    });
    s.handlers.override(Op.PhoneBindAccount, () => {
      throw new ReplyError(Code.VipTooLow, 'VIP level too low');
    });
    expect(await lobby.request({ OP: Op.PhoneBindIcon })).toEqual({ OP: Op.PhoneBindIconReply, Code: Code.Silent, Message: 'internal error', Result: null });
    expect(s.logs.some((l) => l.level === 'error' && l.msg === 'handler threw' && l.op === Op.PhoneBindIcon)).toBe(true);
    expect(await lobby.request({ OP: Op.PhoneBindAccount })).toMatchObject({ OP: Op.PhoneBindAccountReply, Code: Code.VipTooLow });
    await stillAnswers();
  });

  it('replies keep the order of requests even when a handler is slow', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    s.handlers.override(Op.PhoneBindIcon, async () => {
      await gate;
      return { Show: true, IsBound: false, Bonus: 0 };
    });
    lobby.send({ OP: Op.PhoneBindIcon });
    lobby.send({ OP: Op.Wallet });
    // The Wallet request waits behind the slow one; only then does the slow one finish.
    const conn = s.hub.socketsOf(playerId, 'lobby')[0] as Connection;
    await eventually(() => expect(conn.queuedFrames).toBe(1));
    release();
    expect((await lobby.next()).OP).toBe(replyOp(Op.PhoneBindIcon));
    expect((await lobby.next()).OP).toBe(Op.WalletReply);
  });
});

describe('socket keepalive', () => {
  const KEEPALIVE_MS = 30_000;
  let s: TestServer;
  beforeEach(async () => {
    // The keepalive rounds run when the test moves the fake clock: a busy machine cannot make a
    // healthy client miss one (with real 40 ms rounds it did, on PostgreSQL under load).
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    s = await startTestServer({ keepaliveMs: KEEPALIVE_MS });
  });
  afterEach(async () => {
    await s.cleanup();
    vi.useRealTimers();
  });

  it('keeps answering clients alive and drops those that stop answering pings', async () => {
    const { token } = await s.signInGuest();
    const healthy = await s.initSocket('chat', token);
    const silent = await TestSocket.open(`ws://127.0.0.1:${s.port}/ws/chat`, { autoPong: false });
    // Round 1: both are pinged. The healthy one answers as the ping arrives (ws answers before
    // it emits 'ping'); a ping of its own sent after that comes back once the server has the answer.
    const pinged = new Promise((resolve) => healthy.ws.once('ping', resolve));
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    await pinged;
    await healthy.sync();
    // Round 2: the silent one never answered, so it is cut; the healthy one is pinged again.
    await vi.advanceTimersByTimeAsync(KEEPALIVE_MS);
    const { code } = await silent.closed;
    expect(code).toBe(1006); // terminated without a close frame
    expect(healthy.isOpen).toBe(true);
    expect(await healthy.request({ OP: Op.ChatUnread })).toMatchObject({ Code: 200 });
    silent.terminate();
  });
});

describe('socket hub', () => {
  let s: TestServer;
  beforeEach(async () => {
    s = await startTestServer();
  });
  afterEach(() => s.cleanup());

  it('forgets sockets when they close', async () => {
    const { token, playerId } = await s.signInGuest();
    const a = await s.initSocket('lobby', token);
    await s.initSocket('lobby', token);
    expect(s.hub.socketsOf(playerId).length).toBe(2);
    a.ws.close();
    await a.closed;
    await eventually(() => expect(s.hub.socketsOf(playerId).length).toBe(1));
  });
});
