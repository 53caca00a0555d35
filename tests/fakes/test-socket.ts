/**
 * A socket client over a FakeTransport, for feature tests: `const t = createTestSocket('chat');
 * t.ready(); t.transport.receive(reply(Op.ChatPublicPush, Code.Ok, msg))`.
 * Use with `vi.useFakeTimers()` (pacing and reconnect use timers); call `t.client.dispose()`
 * in afterEach.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { Code, Op, reply } from '@/protocol';
import { installSocketsForTests, type Sockets } from '@/socket';
import { SocketClient } from '@/socket/socket-client';
import type { SocketClientOptions } from '@/socket/types';
import type { SocketKind } from '@/socket/types';
import { FakeTransport } from './fake-transport';

export const TEST_BASE_URL = 'http://localhost:4000';
export const TEST_TOKEN = 'test-token';

export function createTestSocket(kind: SocketKind = 'chat', options: Partial<SocketClientOptions> = {}) {
  const transport = new FakeTransport();
  const logger = { warn: vi.fn(), error: vi.fn() };
  const hooks = { signOut: vi.fn(), showModal: vi.fn() };
  const client = new SocketClient({
    kind,
    transport,
    baseUrl: TEST_BASE_URL,
    logger,
    hooks,
    random: () => 0.5,
    ...options,
  });
  /** Starts, opens and answers the init frame with 200, leaving the client `ready`. */
  const ready = (token = TEST_TOKEN) => {
    client.start(token);
    transport.open();
    transport.receive(reply(kind === 'lobby' ? Op.LobbyInitReply : Op.InitReply, Code.Ok, { PlayerID: 1 }));
  };
  return { client, transport, logger, hooks, ready };
}

/**
 * A lobby and a chat test socket made the page's sockets (`getSockets()` answers them), as a
 * feature's `register(sockets)` and its actions see them in the app. Call
 * `resetSocketsForTests()` (from '@/socket') in afterEach: it disposes both.
 */
export function installTestSockets(options: Partial<SocketClientOptions> = {}) {
  const lobby = createTestSocket('lobby', options);
  const chat = createTestSocket('chat', options);
  const sockets: Sockets = { lobby: lobby.client, chat: chat.client };
  installSocketsForTests(sockets);
  return { lobby, chat, sockets };
}

/**
 * The test bed of the socket-client tests: fake timers around each test, and every client
 * made with `make()` disposed after it, with no timer left behind (`checkTimers`).
 * @example const { make } = socketTestBed(); it('…', () => { const t = make('chat'); t.ready(); })
 */
export function socketTestBed({ checkTimers = true }: { checkTimers?: boolean } = {}) {
  let clients: SocketClient[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    clients.forEach((c) => c.dispose());
    clients = [];
    if (checkTimers) expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
  const make = (kind: SocketKind = 'chat', options: Partial<SocketClientOptions> = {}) => {
    const t = createTestSocket(kind, options);
    clients.push(t.client);
    return t;
  };
  return { make };
}
