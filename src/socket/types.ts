/**
 * Types shared by the socket layer: the two socket kinds, the connection state machine, the
 * swappable transport (mattermost's `newWebSocketFn`, tldraw's adapter) and the session hooks
 * the app installs so that global codes are handled once, here.
 */
import type { Reply } from '@/protocol';
import type { BackoffOptions } from './backoff';

/** The two sockets of the lobby server: `{base}/ws/lobby` and `{base}/ws/chat`. */
export type SocketKind = 'lobby' | 'chat';

export const SOCKET_KINDS: readonly SocketKind[] = ['lobby', 'chat'];

/**
 * - `idle`: no session, or stopped (signed out).
 * - `connecting`: a connection attempt is in flight (its socket ticket being fetched, the
 *   socket opening, or open and waiting for the init reply).
 * - `ready`: the init reply said 200; requests flow.
 * - `error`: the connection is down. A retry is scheduled unless a global code (suspended,
 *   duplicate sign-in) halted the client.
 */
export type SocketState = 'idle' | 'connecting' | 'ready' | 'error';

/** What a transport reports about one connection. */
export interface TransportEvents {
  onOpen(): void;
  /** `data` is whatever the socket delivered; non-strings are logged and dropped. */
  onMessage(data: unknown): void;
  onClose(code: number, reason: string): void;
  onError(): void;
}

/** One connection attempt made by a transport. */
export interface TransportConnection {
  send(frame: string): void;
  close(): void;
}

/**
 * Opens connections. The client makes one connection per attempt and ignores events of any
 * connection it has already dropped, so a transport never needs to "reset" itself.
 */
export interface Transport {
  connect(url: string, events: TransportEvents): TransportConnection;
}

/** Why the socket asks the app to sign the player out. */
export type SignOutReason = 'session-expired' | 'signed-out' | 'server-signed-out';

/**
 * Modals the socket asks for. `alert` is the session-expired alert (answer to the init frame);
 * `suspended` (AccountSuspended) signs out when the player closes it; `MULTIPLE_SIGNIN` forces sign-out
 * when closed and is never replaced by another modal (the modal store enforces it).
 */
export type SocketModalKind = 'alert' | 'suspended' | 'MULTIPLE_SIGNIN';

export interface SocketModalDetail {
  /** The reply's Code. */
  code: number;
  /** The OP of the reply that carried the code. */
  op: number;
  /** The server's Message (may be ""). */
  message: string;
  /** Key in the `errors` i18n namespace (src/protocol/errors.ts), or null if none. */
  textKey: string | null;
  /**
   * The session of the socket that got the code (what it was started for: the page's session
   * tag), so the app can ignore a code of a session that has ended (issue 7 item 8).
   */
  session?: string | null;
}

/**
 * Installed by the app at mount (`configureSockets({hooks})`). Calls are made once per
 * global event across both sockets.
 */
export interface SessionHooks {
  /** `session`: the session of the socket that got the code (its session generation). */
  signOut(reason: SignOutReason, session?: string | null): void;
  showModal(kind: SocketModalKind, detail: SocketModalDetail): void;
}

/** Where the socket layer logs dropped frames and failing handlers. */
export interface SocketLogger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** A feature's handler for one OP. `Result` is untrusted: validate before use. */
export type ReplyHandler = (reply: Reply) => void;

/** What a `SocketClient` is made of; everything but `kind` and `transport` has a default. */
export interface SocketClientOptions {
  kind: SocketKind;
  transport: Transport;
  /** Lobby server base, http(s) or ws(s). Null: this page's origin. */
  baseUrl?: string | null;
  hooks?: SessionHooks;
  logger?: SocketLogger;
  /** Jitter source; tests inject a fixed one. */
  random?: () => number;
  backoff?: BackoffOptions;
  /** Minimum gap between two frames (spec §9: 20 ms). */
  paceMs?: number;
  /** An open socket without an init reply after this long is dropped and retried. */
  initTimeoutMs?: number;
  /** Most frames kept while not ready. */
  maxPending?: number;
}
