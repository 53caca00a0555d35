// @vitest-environment jsdom
import { Code, Op, reply } from '@/protocol';
import { FakeTransport } from '../../tests/fakes/fake-transport';
import { TEST_TOKEN, createTestSocket } from '../../tests/fakes/test-socket';
import { SocketClient } from './socket-client';

let dispose: (() => void)[] = [];
const track = <T extends { client: SocketClient }>(t: T): T => {
  dispose.push(() => t.client.dispose());
  return t;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  dispose.forEach((d) => d());
  dispose = [];
  expect(vi.getTimerCount()).toBe(0);
  vi.useRealTimers();
});

describe('SocketClient handshake', () => {
  it('connects the lobby to {base}/ws/lobby and sends the lobby init first', () => {
    const { client, transport } = track(createTestSocket('lobby'));
    client.start(TEST_TOKEN);
    expect(transport.last.url).toBe('ws://localhost:4000/ws/lobby');
    transport.open();
    expect(transport.sent).toEqual([{ OP: Op.LobbyInit, Token: TEST_TOKEN, CloseRSA: true }]);
  });

  it('connects the chat to {base}/ws/chat (https → wss) and sends the chat init first', () => {
    const { client, transport } = track(createTestSocket('chat', { baseUrl: 'https://lobby.example.com' }));
    client.start(TEST_TOKEN);
    expect(transport.last.url).toBe('wss://lobby.example.com/ws/chat');
    transport.open();
    expect(transport.sent).toEqual([{ OP: Op.Init, Token: TEST_TOKEN, CloseRSA: true }]);
  });

  it('moves idle → connecting → ready and notifies subscribers until they unsubscribe', () => {
    const { client, transport } = track(createTestSocket('chat'));
    const seen: string[] = [];
    const unsubscribe = client.subscribeState(() => seen.push(client.getState()));
    expect(client.getState()).toBe('idle');
    client.start(TEST_TOKEN);
    transport.open();
    expect(client.getState()).toBe('connecting');
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 7 }));
    expect(client.getState()).toBe('ready');
    unsubscribe();
    client.stop();
    expect(seen).toEqual(['connecting', 'ready']);
    expect(client.getState()).toBe('idle');
  });

  it('holds sends until the init reply, then flushes them in OP order, one per 20 ms', () => {
    const { client, transport } = track(createTestSocket('chat'));
    client.send(Op.ChatUnread, {}); // before start: kept for the first session
    client.start(TEST_TOKEN);
    client.send(Op.ChatMarkRead, { ChannelType: 1 });
    transport.open();
    client.send(Op.ChatPublicSend, { Message: 'first' });
    client.send(Op.ChatHistory, { Page: 1, StartTime: 0, PerPage: 20, ChannelType: 1 });
    client.send(Op.ChatPublicSend, { Message: 'second' });
    expect(transport.sentOps).toEqual([Op.Init]);

    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 7 }));
    const times: number[] = [];
    const start = Date.now();
    const count = () => transport.last.sent.length;
    let before = count();
    for (let ms = 0; ms <= 200; ms += 1) {
      if (count() !== before) {
        times.push(Date.now() - start);
        before = count();
      }
      vi.advanceTimersByTime(1);
    }
    expect(transport.sent.slice(1)).toEqual([
      { OP: Op.ChatPublicSend, Message: 'first' },
      { OP: Op.ChatPublicSend, Message: 'second' },
      { OP: Op.ChatHistory, Page: 1, StartTime: 0, PerPage: 20, ChannelType: 1 },
      { OP: Op.ChatUnread },
      { OP: Op.ChatMarkRead, ChannelType: 1 },
    ]);
    // init went at t=0 and its reply came at once, so the queue waits for the 20 ms slot
    expect(times).toEqual([20, 40, 60, 80, 100]);
  });

  it('paces sends made after ready: never two frames within 20 ms', () => {
    const { client, transport, ready } = track(createTestSocket('chat'));
    ready();
    vi.advanceTimersByTime(100);
    const stamps: number[] = [];
    const conn = transport.last;
    const send = conn.send.bind(conn);
    conn.send = (frame) => {
      stamps.push(Date.now());
      send(frame);
    };
    for (let i = 0; i < 5; i += 1) client.send(Op.ChatPublicSend, { Message: `m${i}` });
    vi.advanceTimersByTime(5);
    client.send(Op.ChatUnread, {});
    vi.advanceTimersByTime(200);
    expect(stamps).toHaveLength(6);
    for (let i = 1; i < stamps.length; i += 1) expect(stamps[i]! - stamps[i - 1]!).toBeGreaterThanOrEqual(20);
    expect(transport.sentOps.slice(-6)).toEqual([...Array(5).fill(Op.ChatPublicSend), Op.ChatUnread]);
  });

  it('accepts InitReply as the lobby init reply (servers without LobbyInit)', () => {
    const { client, transport } = track(createTestSocket('lobby'));
    client.start(TEST_TOKEN);
    transport.open();
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 1 }));
    expect(client.getState()).toBe('ready');
  });

  it('hands the init reply to its handlers (PlayerID) without warning when none is registered', () => {
    const { client, transport, logger } = track(createTestSocket('chat'));
    const onInit = vi.fn();
    client.on(Op.InitReply, onInit);
    client.start(TEST_TOKEN);
    transport.open();
    transport.receive(reply(Op.InitReply, Code.Ok, { PlayerID: 9 }));
    expect(onInit).toHaveBeenCalledWith(expect.objectContaining({ Result: { PlayerID: 9 } }));
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('treats a refused init (non-global code) as a failed attempt and retries', () => {
    const { client, transport } = track(createTestSocket('chat'));
    client.start(TEST_TOKEN);
    transport.open();
    transport.receive(reply(Op.InitReply, Code.InvalidInput, null));
    expect(client.getState()).toBe('error');
    expect(transport.last.closedByClient).toBe(true);
    vi.advanceTimersByTime(375); // attempt 0 with random 0.5: 250 + 125
    expect(transport.connections).toHaveLength(2);
    expect(client.getState()).toBe('connecting');
  });

  it('drops an open socket that never answers the init frame and retries', () => {
    const { client, transport } = track(createTestSocket('chat', { initTimeoutMs: 5000 }));
    client.start(TEST_TOKEN);
    transport.open();
    vi.advanceTimersByTime(4999);
    expect(client.getState()).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(client.getState()).toBe('error');
    expect(transport.connections[0]!.closedByClient).toBe(true);
    vi.advanceTimersByTime(375);
    expect(transport.connections).toHaveLength(2);
  });

  it('refuses to send an init OP through send()', () => {
    const { client, transport, logger, ready } = track(createTestSocket('chat'));
    ready();
    // @ts-expect-error the init frame is not a SendableOp: only a cast reaches the runtime guard
    client.send(Op.Init, {});
    vi.advanceTimersByTime(100);
    expect(transport.sentOps).toEqual([Op.Init]);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('uses the page origin when no base URL is configured', () => {
    const transport = new FakeTransport();
    const client = new SocketClient({ kind: 'chat', transport, logger: { warn: vi.fn(), error: vi.fn() } });
    dispose.push(() => client.dispose());
    client.start(TEST_TOKEN);
    expect(transport.last.url).toBe(`${location.origin.replace(/^http/, 'ws')}/ws/chat`);
  });

  it('reports a bad base URL as error without retrying, and recovers on configure()', () => {
    const { client, transport, logger } = track(createTestSocket('chat', { baseUrl: 'ftp://nope' }));
    client.start(TEST_TOKEN);
    expect(client.getState()).toBe('error');
    expect(logger.error).toHaveBeenCalled();
    expect(transport.connections).toHaveLength(0);
    client.configure({ baseUrl: 'http://localhost:4000' });
    expect(transport.last.url).toBe('ws://localhost:4000/ws/chat');
  });
});
