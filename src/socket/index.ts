/**
 * The singleton lobby and chat sockets of the browser. Features import `getSockets()` to
 * send requests and register handlers; `SocketProvider` (./socket-provider) configures and
 * mounts them.
 */
import { SocketBridge } from './socket-bridge';
import { SocketClient } from './socket-client';
import { consoleLogger, loggingHooks } from './socket-logger';
import { linkedSessionHooks } from './session-link';
import { setSocketStopper } from './stop-sockets';
import type { SessionHooks, SocketKind, Transport } from './types';

export { SocketClient } from './socket-client';
export { DEFAULT_REQUEST_TIMEOUT_MS, type ResultTo, type RequestPayload, type RequestableOp } from './request-types';
export { SocketRequestError, type RequestFailure } from './pending-requests';
export { socketUrl, toWsBase } from './socket-url';
export { stopSockets } from './stop-sockets';
export { SessionGoneError, type SessionGoneCode, type TokenProvider } from './token-provider';
export type {
  SocketClientOptions,
  ReplyHandler,
  SessionHooks,
  SignOutReason,
  SocketKind,
  SocketLogger,
  SocketModalDetail,
  SocketModalKind,
  SocketState,
  Transport,
  TransportConnection,
  TransportEvents,
} from './types';

export interface Sockets {
  lobby: SocketClient;
  chat: SocketClient;
}

export interface SocketConfig {
  /** Lobby server base, http(s) or ws(s) (e.g. `http://localhost:4000`); null: page origin. */
  baseUrl?: string | null;
  /** The app's sign-out and modal hooks. */
  hooks?: SessionHooks;
}

const fallbackHooks = loggingHooks(consoleLogger());
let config: { baseUrl: string | null; hooks: SessionHooks } = { baseUrl: null, hooks: fallbackHooks };
let sockets: Sockets | null = null;
let bridges: Record<SocketKind, SocketBridge> | null = null;

// On the server a module-level socket would be shared by every request: hand out a fresh,
// never-started pair instead, so handlers registered during a render go nowhere.
const inertTransport: Transport = {
  connect: () => ({ send: () => {}, close: () => {} }),
};

function createPair(transports: Record<SocketKind, Transport>): Sockets {
  const pair = {} as Sockets;
  const others = (kind: SocketKind) => () => (kind === 'lobby' ? [pair.chat] : [pair.lobby]);
  const make = (kind: SocketKind) =>
    new SocketClient({
      kind,
      transport: transports[kind],
      baseUrl: config.baseUrl,
      hooks: linkedSessionHooks(() => config.hooks, others(kind)),
    });
  pair.lobby = make('lobby');
  pair.chat = make('chat');
  return pair;
}

/**
 * The lobby and chat sockets, created on first use in the browser.
 * @example getSockets().chat.on(Op.ChatPublicPush, onPublicMessage)
 */
export function getSockets(): Sockets {
  // (a test's installed pair answers in node too; the server never sets one)
  if (sockets) return sockets;
  if (typeof window === 'undefined') return createPair({ lobby: inertTransport, chat: inertTransport });
  if (!sockets) {
    bridges = { lobby: new SocketBridge(), chat: new SocketBridge() };
    const pair = createPair(bridges);
    sockets = pair;
    setSocketStopper(() => {
      pair.lobby.stop();
      pair.chat.stop();
    });
  }
  return sockets;
}

/** Sets the server base and/or the session hooks; a changed base restarts running sockets. */
export function configureSockets(next: SocketConfig): void {
  config = {
    baseUrl: next.baseUrl === undefined ? config.baseUrl : next.baseUrl,
    hooks: next.hooks ?? config.hooks,
  };
  sockets?.lobby.configure({ baseUrl: config.baseUrl });
  sockets?.chat.configure({ baseUrl: config.baseUrl });
}

/** The transport bridge of one socket, for `SocketProvider` only. */
export function getSocketBridge(kind: SocketKind): SocketBridge {
  // Server render: a bridge nobody connects through, so the provider renders no connection.
  if (typeof window === 'undefined') return new SocketBridge();
  getSockets();
  if (!bridges) throw new Error('socket bridges exist in the browser only');
  return bridges[kind];
}

/**
 * Tests: makes `pair` (clients over fake transports) the page's sockets, so what a feature asks
 * through `getSockets()` goes where the test listens; `resetSocketsForTests()` disposes it.
 */
export function installSocketsForTests(pair: Sockets): void {
  resetSocketsForTests();
  sockets = pair;
  bridges = { lobby: new SocketBridge(), chat: new SocketBridge() };
}

/** Disposes the singleton and forgets the configuration (tests). */
export function resetSocketsForTests(): void {
  sockets?.lobby.dispose();
  sockets?.chat.dispose();
  sockets = null;
  bridges = null;
  setSocketStopper(null);
  config = { baseUrl: null, hooks: fallbackHooks };
}
