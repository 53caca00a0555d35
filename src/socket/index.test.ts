// @vitest-environment jsdom
import { Code, Op, reply } from '@/protocol';
import { FakeTransport } from '../../tests/fakes/fake-transport';
import { configureSockets, getSocketBridge, getSockets, resetSocketsForTests } from './index';
import { linkedSessionHooks } from './session-link';
import { SocketClient } from './socket-client';
import type { SessionHooks } from './types';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resetSocketsForTests();
  expect(vi.getTimerCount()).toBe(0);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const appHooks = () => ({ signOut: vi.fn(), showModal: vi.fn() });

describe('getSockets / configureSockets', () => {
  it('creates the lobby and chat clients once, lazily', () => {
    const a = getSockets();
    expect(a.lobby.kind).toBe('lobby');
    expect(a.chat.kind).toBe('chat');
    expect(getSockets()).toBe(a);
  });

  it('connects through the bridges to the configured base', () => {
    configureSockets({ baseUrl: 'https://lobby.example.com' });
    getSockets().lobby.start('t');
    expect(getSocketBridge('lobby').getSnapshot()?.url).toBe('wss://lobby.example.com/ws/lobby');
    configureSockets({ baseUrl: 'http://localhost:4000' }); // a new base restarts
    expect(getSocketBridge('lobby').getSnapshot()?.url).toBe('ws://localhost:4000/ws/lobby');
    expect(getSocketBridge('chat').getSnapshot()).toBeNull();
  });

  it('routes global codes to the hooks installed later, once for both sockets', () => {
    const { lobby, chat } = getSockets();
    const hooks = appHooks();
    configureSockets({ baseUrl: 'http://localhost:4000', hooks });
    lobby.start('t');
    chat.start('t');
    for (const kind of ['lobby', 'chat'] as const) {
      const attempt = getSocketBridge(kind).getSnapshot()!;
      getSocketBridge(kind).attach(attempt.id, () => {});
      attempt.events.onOpen();
    }
    const lobbyEvents = getSocketBridge('lobby').getSnapshot()!.events;
    const chatEvents = getSocketBridge('chat').getSnapshot()!.events;
    const expired = JSON.stringify(reply(Op.InitReply, Code.SessionExpired, null));
    lobbyEvents.onMessage(expired);
    chatEvents.onMessage(expired); // the chat socket was stopped by the lobby's sign-out
    expect(hooks.showModal).toHaveBeenCalledTimes(1);
    expect(hooks.signOut).toHaveBeenCalledTimes(1);
    expect(lobby.getState()).toBe('idle');
    expect(chat.getState()).toBe('idle');
  });

  it('hands out a fresh, inert pair on the server', () => {
    vi.stubGlobal('window', undefined);
    const a = getSockets();
    expect(getSockets()).not.toBe(a);
    a.chat.start('t');
    a.chat.send(Op.ChatUnread, {});
    expect(a.chat.getState()).toBe('connecting'); // never opens
    a.chat.dispose();
    a.lobby.dispose();
  });
});

describe('linkedSessionHooks', () => {
  function pair(hooks: SessionHooks) {
    const transports = { lobby: new FakeTransport(), chat: new FakeTransport() };
    const logger = { warn: vi.fn(), error: vi.fn() };
    const clients: { lobby?: SocketClient; chat?: SocketClient } = {};
    for (const kind of ['lobby', 'chat'] as const) {
      const other = kind === 'lobby' ? 'chat' : 'lobby';
      clients[kind] = new SocketClient({
        kind,
        transport: transports[kind],
        baseUrl: 'http://localhost:4000',
        logger,
        hooks: linkedSessionHooks(() => hooks, () => [clients[other]!]),
      });
      clients[kind].start('t');
      transports[kind].open();
    }
    return { lobby: clients.lobby!, chat: clients.chat!, transports };
  }

  it('a duplicate sign-in on both sockets raises one MULTIPLE_SIGNIN modal', () => {
    const hooks = appHooks();
    const { lobby, chat, transports } = pair(hooks);
    transports.chat.receive(reply(Op.ChatPublicPush, Code.DuplicateSignIn, null));
    transports.lobby.receive(reply(Op.WalletReply, Code.DuplicateSignIn, null));
    expect(hooks.showModal).toHaveBeenCalledTimes(1);
    expect(hooks.showModal).toHaveBeenCalledWith('MULTIPLE_SIGNIN', expect.anything());
    expect(chat.getState()).toBe('error');
    expect(lobby.getState()).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(transports.lobby.connections).toHaveLength(1);
    expect(transports.chat.connections).toHaveLength(1);
    lobby.dispose();
    chat.dispose();
  });
});
