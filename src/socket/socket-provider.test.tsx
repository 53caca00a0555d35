import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ws } from 'msw';
import { setupServer } from 'msw/node';
import { Code, Op, reply } from '@/protocol';
import { chatMessageResult } from '../../tests/fakes/results';
import { getSockets, resetSocketsForTests } from './index';
import { SocketProvider } from './socket-provider';
import { useSocketState } from './use-socket-state';

const BASE = 'http://localhost:4000';
const lobbyLink = ws.link('ws://localhost:4000/ws/lobby');
const chatLink = ws.link('ws://localhost:4000/ws/chat');

type Kind = 'lobby' | 'chat';
/** One connection the mocked server accepted: what it received and whether it closed. */
interface ServerConn {
  kind: Kind;
  frames: Record<string, unknown>[];
  closed: boolean;
  send(data: string): void;
}
// a fresh list per test: close events of the previous test's sockets arrive late
let conns: ServerConn[] = [];
const framesOf = (kind: Kind) => conns.filter((c) => c.kind === kind).flatMap((c) => c.frames);
const lastConn = (kind: Kind) => conns.filter((c) => c.kind === kind).at(-1)!;
const openConns = () => conns.filter((c) => !c.closed).map((c) => c.kind);

const server = setupServer(
  ...(['lobby', 'chat'] as const).map((kind) =>
    (kind === 'lobby' ? lobbyLink : chatLink).addEventListener('connection', ({ client }) => {
      const conn: ServerConn = { kind, frames: [], closed: false, send: (data) => client.send(data) };
      conns.push(conn);
      client.addEventListener('message', (event) => {
        const frame = JSON.parse(String(event.data)) as Record<string, unknown>;
        conn.frames.push(frame);
        if (frame.OP === Op.LobbyInit) client.send(JSON.stringify(reply(Op.LobbyInitReply, Code.Ok, { PlayerID: 1 })));
        if (frame.OP === Op.Init) client.send(JSON.stringify(reply(Op.InitReply, Code.Ok, { PlayerID: 1 })));
      });
      client.addEventListener('close', () => {
        conn.closed = true;
      });
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  conns = [];
});
afterEach(() => {
  cleanup(); // unmount first: stopping mounted sockets would update React outside act()
  resetSocketsForTests();
  server.resetHandlers();
});
afterAll(() => server.close());

function States() {
  return (
    <p>
      lobby:{useSocketState('lobby')} chat:{useSocketState('chat')}
    </p>
  );
}

const hooks = () => ({ signOut: vi.fn(), showModal: vi.fn() });

describe('SocketProvider (msw WebSocket mock)', () => {
  it('sends the handshake on both sockets and becomes ready on the init replies', async () => {
    render(
      <SocketProvider session="tok-1" baseUrl={BASE} hooks={hooks()}>
        <States />
      </SocketProvider>,
    );
    await waitFor(() => expect(screen.getByText('lobby:ready chat:ready')).toBeInTheDocument());
    expect(framesOf('lobby')[0]).toEqual({ OP: Op.LobbyInit, Token: 'tok-1', CloseRSA: true });
    expect(framesOf('chat')[0]).toEqual({ OP: Op.Init, Token: 'tok-1', CloseRSA: true });
  });

  it('carries requests out and pushes in to registered handlers', async () => {
    const onPush = vi.fn();
    getSockets().chat.on(Op.ChatPublicPush, onPush);
    getSockets().chat.send(Op.ChatUnread, {}); // before mount: held for the init reply
    render(<SocketProvider session="tok-1" baseUrl={BASE} hooks={hooks()} />);
    await waitFor(() => expect(framesOf('chat').map((f) => f.OP)).toEqual([Op.Init, Op.ChatUnread]));
    act(() => lastConn('chat').send(JSON.stringify(reply(Op.ChatPublicPush, Code.Ok, chatMessageResult({ Message: 'hi' })))));
    await waitFor(() => expect(onPush).toHaveBeenCalledWith(expect.objectContaining({ Result: expect.objectContaining({ Message: 'hi' }) })));
  });

  it('routes a sign-out code to the app hooks and closes both sockets', async () => {
    const appHooks = hooks();
    render(
      <SocketProvider session="tok-1" baseUrl={BASE} hooks={appHooks}>
        <States />
      </SocketProvider>,
    );
    await waitFor(() => expect(screen.getByText('lobby:ready chat:ready')).toBeInTheDocument());
    act(() => lastConn('lobby').send(JSON.stringify(reply(Op.WalletReply, Code.SignOut, null))));
    await waitFor(() => expect(screen.getByText('lobby:idle chat:idle')).toBeInTheDocument());
    expect(appHooks.signOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(openConns()).toEqual([]));
  });

  it('stops when the session goes away and reconnects for a new one', async () => {
    const appHooks = hooks();
    const view = render(
      <SocketProvider session="tok-1" baseUrl={BASE} hooks={appHooks}>
        <States />
      </SocketProvider>,
    );
    await waitFor(() => expect(screen.getByText('lobby:ready chat:ready')).toBeInTheDocument());
    view.rerender(
      <SocketProvider session={null} baseUrl={BASE} hooks={appHooks}>
        <States />
      </SocketProvider>,
    );
    expect(screen.getByText('lobby:idle chat:idle')).toBeInTheDocument();
    await waitFor(() => expect(openConns()).toEqual([]));
    view.rerender(
      <SocketProvider session="tok-2" baseUrl={BASE} hooks={appHooks}>
        <States />
      </SocketProvider>,
    );
    await waitFor(() => expect(screen.getByText('lobby:ready chat:ready')).toBeInTheDocument());
    expect(framesOf('lobby').at(-1)).toEqual({ OP: Op.LobbyInit, Token: 'tok-2', CloseRSA: true });
  });
});
