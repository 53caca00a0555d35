/**
 * The socket edge (issue 8, items 1–2) through real sockets: a kicked socket runs nothing it
 * sends, even when its peer ignores the close; an init is due in time; few frames before it;
 * a bounded queue of waiting frames; a peer that stops reading is dropped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPath, ChannelType, Code, Op, reply, type Reply } from '../../src/protocol';
import { chatPlayer } from '../chat/test-kit';
import { RawSocket } from '../testing/raw-socket';
import { startTestServer, type TestServer } from '../testing/harness';
import { eventually } from '../testing/wait';
import { Connection } from './connection';
import { CloseReason, SocketClose } from './socket-limits';

const until = (check: () => boolean) => eventually(() => expect(check()).toBe(true));

function parsed(raw: RawSocket): Reply[] {
  return raw.texts.map((t) => JSON.parse(t) as Reply);
}

/** A raw socket on /ws/chat, signed in with `token`. */
async function rawChat(s: TestServer, token: string): Promise<RawSocket> {
  const raw = await RawSocket.open(s.port, '/ws/chat');
  raw.send({ OP: Op.Init, Token: token, CloseRSA: true });
  await until(() => raw.texts.length === 1);
  expect(parsed(raw)[0]).toMatchObject({ OP: Op.InitReply, Code: Code.Ok });
  return raw;
}

async function storedChat(s: TestServer): Promise<number> {
  const rows = await s.db.selectFrom('chat_messages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(rows.n);
}

let s: TestServer | undefined;
const raws: RawSocket[] = [];
afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks(); // the server projects do not set restoreMocks
  for (const r of raws.splice(0)) r.destroy();
  await s?.cleanup();
  s = undefined;
});

describe('a kicked socket stops at once', () => {
  for (const kick of ['sign-out', 'second sign-in'] as const) {
    it(`after a ${kick}, a peer that ignores the close frame gets no chat stored or delivered`, async () => {
      s = await startTestServer({ socketLimits: { closeGraceMs: 300 } });
      const server = s;
      const speaker = await chatPlayer(server);
      const listener = await chatPlayer(server);
      const raw = await rawChat(server, speaker.token);
      raws.push(raw);

      // Before the kick the raw socket speaks like any other.
      raw.send({ OP: Op.ChatPublicSend, Message: 'before' });
      expect(await listener.chat.next()).toMatchObject({ OP: Op.ChatPublicPush, Code: Code.Ok });
      const storedBefore = await storedChat(server);

      if (kick === 'sign-out') {
        const r = await server.post(AccountPath.PlayerSignOut, {}, { 'api-token': speaker.token });
        expect(r.json.Code).toBe(Code.HttpOk);
      } else {
        await server.services.sessions.issue(speaker.id, 0);
      }
      await until(() => raw.closeFrames.length === 1);
      const kickFrame = parsed(raw).at(-1);
      expect(kickFrame).toMatchObject({ OP: Op.InitReply, Code: kick === 'sign-out' ? Code.SignOut : Code.DuplicateSignIn });
      const framesAtKick = raw.texts.length;

      // The peer ignores the close and keeps talking: public and private chat, unread counts.
      // Each frame reaches the server's socket (counted here) and is dropped there.
      const received = vi.spyOn(Connection.prototype as unknown as { receive(frame: unknown): void }, 'receive');
      const fromSpeaker = () => received.mock.contexts.filter((c) => (c as Connection).playerId === speaker.id).length;
      for (let i = 0; i < 3; i++) {
        raw.send({ OP: Op.ChatPublicSend, Message: `after ${i}` });
        raw.send({ OP: Op.ChatPrivateSend, PlayerID: listener.id, Message: `private ${i}` });
        raw.send({ OP: Op.ChatUnread });
      }
      await until(() => fromSpeaker() === 9);
      expect(await storedChat(server)).toBe(storedBefore);
      // A later public message is the next frame the listener gets: nothing came before it.
      const other = await chatPlayer(server);
      const marker = await other.chat.request({ OP: Op.ChatPublicSend, Message: 'marker' });
      expect(await listener.chat.next()).toEqual(marker);
      expect(raw.texts.length).toBe(framesAtKick); // nothing answered
      expect(server.hub.socketsOf(speaker.id, 'chat')).toEqual([]);

      // It never answers the close, so the server cuts it after the grace.
      await raw.gone;
      expect(await storedChat(server)).toBe(storedBefore + 1); // the marker only
      const rows = await server.db.selectFrom('chat_messages').select('text').where('channel_type', '=', ChannelType.Private).execute();
      expect(rows).toEqual([]);
    });
  }
});

describe('the socket edge', () => {
  it('a socket with no init in time is closed (1008) when its time is up, not before; an initialised one is not', async () => {
    s = await startTestServer({ socketLimits: { initTimeoutMs: 10_000 } });
    const { token } = await s.signInGuest();
    // The init timers of the sockets opened from here run on fake time, moved by the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ok = await s.initSocket('lobby', token);
    const idle = await s.socket('chat');
    await vi.advanceTimersByTimeAsync(9_999);
    await idle.sync(); // a close sent before the ping would have come before its answer
    expect(idle.isOpen).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(await idle.closed).toEqual({ code: SocketClose.Policy, reason: CloseReason.InitTimeout });
    // ok's init timer (cleared by its init) would have fired too by now.
    expect(await ok.request({ OP: Op.Wallet })).toMatchObject({ OP: Op.WalletReply, Code: Code.Ok });
  });

  it('a socket that never answers gets cut after the init timeout and the grace', async () => {
    s = await startTestServer({ socketLimits: { initTimeoutMs: 100, closeGraceMs: 100 } });
    const raw = await RawSocket.open(s.port, '/ws/lobby');
    raws.push(raw);
    await raw.gone;
    expect(raw.closeFrames).toEqual([{ code: SocketClose.Policy, reason: CloseReason.InitTimeout }]);
  });

  it('five frames before the init are answered, the sixth closes the socket', async () => {
    s = await startTestServer();
    const lobby = await s.socket('lobby');
    for (let i = 0; i < 10; i++) lobby.send({ OP: Op.Wallet });
    for (let i = 0; i < 5; i++) expect(await lobby.next()).toMatchObject({ OP: Op.WalletReply, Code: Code.NotInitialised });
    expect(await lobby.closed).toEqual({ code: SocketClose.Policy, reason: CloseReason.TooManyBeforeInit });
  });

  it('frames sent right behind the init are not counted as before it', async () => {
    s = await startTestServer();
    const { token } = await s.signInGuest();
    const lobby = await s.socket('lobby');
    lobby.send({ OP: Op.LobbyInit, Token: token, CloseRSA: true });
    for (let i = 0; i < 10; i++) lobby.send({ OP: Op.Wallet });
    expect(await lobby.next()).toMatchObject({ OP: Op.LobbyInitReply, Code: Code.Ok });
    for (let i = 0; i < 10; i++) expect(await lobby.next()).toMatchObject({ OP: Op.WalletReply, Code: Code.Ok });
  });

  it('more frames waiting than the bound closes the socket (1013) and drops them', async () => {
    s = await startTestServer({ socketLimits: { maxQueuedFrames: 20 } });
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    let handled = 0;
    s.handlers.override(Op.PhoneBindIcon, async () => {
      handled++;
      await gate;
      return { Show: true, IsBound: false, Bonus: 0 };
    });
    const { token, playerId } = await s.signInGuest();
    const lobby = await s.initSocket('lobby', token);
    const conn = s.hub.socketsOf(playerId)[0] as Connection;
    for (let i = 0; i < 30; i++) lobby.send({ OP: Op.PhoneBindIcon });
    expect(await lobby.closed).toEqual({ code: SocketClose.TryAgainLater, reason: CloseReason.QueueFull });
    expect(conn.isEnded).toBe(true);
    expect(conn.queuedFrames).toBe(0);
    expect(s.hub.socketsOf(playerId)).toEqual([]);
    release();
    await conn.shutdown(); // on an ended socket: waits for the frame in hand, nothing else
    expect(handled).toBe(1); // the frame being handled finished; none of the waiting ones ran
  });

  it('a peer that stops reading is dropped once its send buffer passes the bound, and its queue is freed', async () => {
    s = await startTestServer({ socketLimits: { maxBufferedBytes: 256 * 1024 } });
    const server = s;
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.handlers.override(Op.PhoneBindIcon, async () => {
      await gate;
      return { Show: true, IsBound: false, Bonus: 0 };
    });
    const { token, playerId } = await server.signInGuest();
    const raw = await RawSocket.open(server.port, '/ws/lobby');
    raws.push(raw);
    raw.send({ OP: Op.LobbyInit, Token: token, CloseRSA: true });
    await until(() => raw.texts.length === 1);
    const conn = server.hub.socketsOf(playerId)[0] as Connection;
    for (let i = 0; i < 21; i++) raw.send({ OP: Op.PhoneBindIcon });
    await until(() => conn.queuedFrames === 20);
    raw.pauseReading();

    // The server keeps pushing to a peer that reads nothing.
    const big = reply(Op.WalletReply, Code.Ok, { Pad: 'x'.repeat(60_000) });
    let pushed = 0;
    while (!conn.isEnded && pushed < 2_000) {
      server.hub.push(playerId, big);
      pushed++;
      await new Promise((r) => setImmediate(r));
    }
    expect(conn.isEnded).toBe(true);
    expect(conn.queuedFrames).toBe(0);
    expect(server.hub.socketsOf(playerId)).toEqual([]);
    expect(server.logs.some((l) => l.msg === 'socket dropped: peer is not reading')).toBe(true);
    release();
    await conn.shutdown(); // the handler in hand finishes before the server closes
  });
});
