/**
 * One lobby or chat socket: handshake (its Token fetched per attempt from a `TokenProvider`),
 * send queue and pacing, reconnect with backoff and jitter, global session codes, and dispatch
 * of replies by OP to the handlers features register. Plain TypeScript over a swappable
 * `Transport`; React only mounts it.
 */
import type { ReplyOp, Reply, Result, ResultOf, SendableOp } from '@/protocol';
import { lostResult } from '@/protocol/result';
import { Code } from '@/protocol/codes';
import { parseReply } from '@/protocol/envelope';
import { Op } from '@/protocol/ops';
import { replyOpOf } from '@/protocol/result-check';
import { DEFAULT_BACKOFF, backoffDelay, type BackoffOptions } from './backoff';
import { globalAction, isGlobalCode, type GlobalAction } from './global-codes';
import { HandlerRegistry } from './handler-registry';
import { PendingRequests, SocketRequestError } from './pending-requests';
import { checkedReply, describeOp, routeReply } from './reply-check';
import { DEFAULT_REQUEST_TIMEOUT_MS, PUSH_SHARING, type ResultTo, type RequestPayload, type RequestableOp } from './request-types';
import { SendQueue } from './send-queue';
import { SocketStateCell } from './socket-state';
import { consoleLogger, loggingHooks } from './socket-logger';
import { socketUrl } from './socket-url';
import { SessionGoneError, type TokenProvider } from './token-provider';
import type {
  ReplyHandler,
  SocketClientOptions,
  SessionHooks,
  SocketKind,
  SocketLogger,
  Transport,
  TransportConnection,
} from './types';

const INIT_OP: Readonly<Record<SocketKind, number>> = { lobby: Op.LobbyInit, chat: Op.Init };
const INIT_REPLY_OP: Readonly<Record<SocketKind, number>> = { lobby: Op.LobbyInitReply, chat: Op.InitReply };

/** Servers that do not know LobbyInit answer it with InitReply, so both count (spec §4). */
function isInitReply(op: number): boolean {
  return op === Op.InitReply || op === Op.LobbyInitReply;
}

/** A reply read as a Result: Code 200 is a success, any other Code a refusal (its Result the detail). */
function resultOf(reply: Reply): Result<unknown> {
  if (reply.Code === Code.Ok) return { ok: true, result: reply.Result };
  const refusal = { ok: false as const, code: reply.Code, message: reply.Message ?? '' };
  return reply.Result === null || reply.Result === undefined ? refusal : { ...refusal, detail: reply.Result };
}

export class SocketClient {
  readonly kind: SocketKind;
  private readonly transport: Transport;
  private readonly logger: SocketLogger;
  private readonly random: () => number;
  private readonly backoff: BackoffOptions;
  private readonly initTimeoutMs: number;
  private readonly handlers = new HandlerRegistry();
  private readonly queue: SendQueue;
  private readonly pending: PendingRequests;
  private hooks: SessionHooks;
  private baseUrl: string | null;

  private readonly state: SocketStateCell;
  /** The session the socket runs for (the page's session tag, or the token itself); null: stopped. */
  private session: string | null = null;
  /** Fetches each attempt's init Token; null: `session` is the token. */
  private tokenProvider: TokenProvider | null = null;
  /** The Token of the live attempt's init frame. */
  private initToken: string | null = null;
  private conn: TransportConnection | null = null;
  /** Identity of the live attempt; events of older attempts are ignored. */
  private attempt: object | null = null;
  private retries = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private initTimer: ReturnType<typeof setTimeout> | null = null;
  /** Set by suspended / duplicate sign-in: no reconnect until stop() or a new session. */
  private halted = false;
  private disposed = false;

  constructor(options: SocketClientOptions) {
    this.kind = options.kind;
    this.transport = options.transport;
    this.logger = options.logger ?? consoleLogger(options.kind);
    this.state = new SocketStateCell(this.logger);
    this.hooks = options.hooks ?? loggingHooks(this.logger);
    this.baseUrl = options.baseUrl ?? null;
    this.random = options.random ?? Math.random;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.initTimeoutMs = options.initTimeoutMs ?? 10_000;
    this.queue = new SendQueue({
      paceMs: options.paceMs ?? 20,
      maxPending: options.maxPending ?? 500,
      write: (frame) => this.write(frame),
      onDrop: (op) => this.logger.warn(`send queue full, dropped ${describeOp(op)}`),
    });
    this.pending = new PendingRequests((ticket) => this.queue.cancel(ticket));
  }

  /** The current connection state (useSyncExternalStore snapshot). */
  readonly getState = () => this.state.get();

  /** Calls `listener` after every state change; returns the unsubscribe function. */
  readonly subscribeState = (listener: () => void) => this.state.subscribe(listener);

  // --- lifecycle ---

  /**
   * Connects for `session` (no-op when already running for it; another session restarts).
   * With `tokenProvider`, every attempt's init frame carries what it fetches (a socket
   * ticket); without, `session` is the token itself.
   * @example lobby.start(session.sessionTag, fetchSocketTicket)
   */
  start(session: string, tokenProvider?: TokenProvider): void {
    if (this.disposed) {
      this.logger.warn('start() after dispose() ignored');
      return;
    }
    if (!session) {
      this.stop();
      return;
    }
    this.tokenProvider = tokenProvider ?? null;
    if (session === this.session && this.state.get() !== 'idle') return;
    this.session = session;
    this.halted = false;
    this.retries = 0;
    this.restart();
  }

  /** Closes the connection, forgets the session and queued frames; never reconnects by itself. */
  stop(): void {
    this.session = null;
    this.halted = false;
    this.retries = 0;
    this.clearRetry();
    this.pending.rejectAll('stopped');
    this.dropConnection();
    this.queue.clear();
    this.state.set('idle');
  }

  /** Stops and releases every handler and listener; the client cannot be started again. */
  dispose(): void {
    this.stop();
    this.handlers.clear();
    this.state.clearListeners();
    this.disposed = true;
  }

  /** Changes the server base or the session hooks; a new base restarts a running socket. */
  configure(options: { baseUrl?: string | null; hooks?: SessionHooks }): void {
    if (options.hooks) this.hooks = options.hooks;
    if (options.baseUrl === undefined || options.baseUrl === this.baseUrl) return;
    this.baseUrl = options.baseUrl;
    if (this.session && !this.halted) {
      this.retries = 0;
      this.restart();
    }
  }

  // --- requests and replies ---

  /**
   * Sends a request. Before the init reply it is held, then sent in OP order; every frame is
   * paced 20 ms apart. Frames are `{OP, ...payload}`. Only OPs with a schema in
   * src/protocol/contract.ts compile. An OP is asked either with `send` or with `request`,
   * never both: replies are matched to requests by order.
   * @example chat.send(Op.ChatPublicSend, { Message: 'hi' })
   */
  send<O extends SendableOp>(op: O, payload: RequestPayload<O>): void {
    this.enqueue(op, payload, 'send');
  }

  /**
   * Sends a request and resolves with its own answer as a `Result` (src/protocol/result.ts),
   * the shape `lobbyCall` answers over HTTP: `{ ok: true, result }` for Code 200 (its Result
   * checked by the OP's schema), `{ ok: false, code, message, detail }` for a refusal. It never
   * rejects and never hangs: a timeout, a disconnect, stop or dispose, a reply that fails its
   * schema and a global code (which the socket handles itself, then drops or stops) answer
   * `{ ok: false, code: Code.Silent, lost }`.
   * @example const page = await chat.request(Op.ChatHistory, { Page: 2, ChannelType: 1 }, { timeoutMs: 10_000 }); if (page.ok) show(page.result)
   */
  request<O extends RequestableOp>(op: O, payload: RequestPayload<O>, options: { timeoutMs?: number } = {}): Promise<ResultTo<O>> {
    if (PUSH_SHARING.has(op)) {
      this.logger.warn(`request(${describeOp(op)}) refused: its reply OP is also a push; use send() and on()`);
      return Promise.resolve(lostResult('not-allowed'));
    }
    const ticket = this.enqueue(op, payload, 'request');
    if (!ticket) return Promise.resolve(lostResult(this.disposed ? 'stopped' : 'queue-full'));
    const replyOp = replyOpOf(op);
    return this.pending.add(op, replyOp, ticket, options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS).then(
      (reply) => resultOf(reply) as ResultTo<O>,
      (error: unknown) => lostResult(error instanceof SocketRequestError ? error.reason : 'invalid-reply'),
    );
  }

  /**
   * Registers a handler for replies and pushes with this OP; several per OP are allowed.
   * Global-code replies, replies that fail their schema and replies owned by a `request()`
   * never reach it. When Code is Ok, `Result` was checked against the OP's schema; otherwise
   * it is what the server sent (null, or an error's own data). Returns the unsubscribe function.
   * @example const off = chat.on(Op.ChatPublicPush, (reply) => addMessage(reply.Result))
   */
  on<O extends ReplyOp>(op: O, handler: (reply: Reply<ResultOf<O>>) => void): () => void {
    return this.handlers.add(op, handler as ReplyHandler);
  }

  private enqueue(op: number, payload: object, via: 'send' | 'request') {
    if (this.disposed) {
      this.logger.warn(`${via}(${describeOp(op)}) after dispose() ignored`);
      return null;
    }
    if (op === Op.Init || op === Op.LobbyInit) {
      this.logger.warn(`the init frame is sent by the socket itself; ${via}() ignored it`);
      return null;
    }
    return this.queue.enqueue(op, JSON.stringify({ OP: op, ...payload }));
  }

  // --- connection ---

  private restart(): void {
    this.clearRetry();
    this.dropConnection();
    this.connect();
  }

  private connect(): void {
    const base = this.baseUrl ?? (typeof location === 'undefined' ? null : location.origin);
    let url: string;
    try {
      if (!base) throw new Error('no base URL configured');
      url = socketUrl(base, this.kind);
    } catch (error) {
      // a bad URL will not fix itself: report and wait for configure()
      this.logger.error('cannot build the socket URL', error);
      this.state.set('error');
      return;
    }
    const attempt = {};
    this.attempt = attempt;
    this.state.set('connecting');
    const live = () => this.attempt === attempt;
    const provider = this.tokenProvider;
    if (!provider) return this.open(url, this.session ?? '', live);
    // A stop, restart or new session meanwhile makes the attempt stale: its Token is dropped.
    void Promise.resolve().then(provider).then(
      (token) => live() && this.open(url, token, live),
      (error: unknown) => live() && this.tokenFailed(error),
    );
  }

  /** The provider could not give a Token: a gone session ends as an init refusal would. */
  private tokenFailed(error: unknown): void {
    if (error instanceof SessionGoneError) {
      this.apply(globalAction(error.asInitReply(INIT_REPLY_OP[this.kind]), true));
      return;
    }
    this.logger.warn('no socket token', error);
    this.handleDrop('token fetch failed');
  }

  /** Opens the attempt's socket; its init frame will carry `token` (a ticket is good for one). */
  private open(url: string, token: string, live: () => boolean): void {
    this.initToken = token;
    try {
      this.conn = this.transport.connect(url, {
        onOpen: () => live() && this.handleOpen(),
        onMessage: (data) => live() && this.handleMessage(data),
        onClose: (code, reason) => live() && this.handleDrop(`closed (${code}${reason ? ` ${reason}` : ''})`),
        onError: () => live() && this.logger.warn('transport error'),
      });
    } catch (error) {
      this.logger.error('transport failed to connect', error);
      if (live()) this.handleDrop('connect failed');
    }
  }

  private handleOpen(): void {
    if (!this.session || !this.initToken) return;
    this.queue.writeFirst(JSON.stringify({ OP: INIT_OP[this.kind], Token: this.initToken, CloseRSA: true }));
    this.clearInitTimer();
    this.initTimer = setTimeout(() => {
      this.initTimer = null;
      this.handleDrop('no init reply');
    }, this.initTimeoutMs);
  }

  private handleMessage(data: unknown): void {
    if (typeof data !== 'string') {
      this.logger.warn('non-text frame dropped');
      return;
    }
    const parsed = parseReply(data);
    if (!parsed.ok) {
      this.logger.warn(`malformed frame dropped (${parsed.reason})`, data.slice(0, 200));
      return;
    }
    const reply = parsed.reply;
    const answersInit = this.state.get() !== 'ready';
    if (isGlobalCode(reply.Code)) {
      this.apply(globalAction({ ...reply, Code: reply.Code }, answersInit || isInitReply(reply.OP)));
      return;
    }
    if (isInitReply(reply.OP) && answersInit) {
      if (reply.Code !== Code.Ok) {
        this.logger.warn(`init refused with code ${reply.Code}`, reply.Message);
        this.handleDrop('init refused');
        return;
      }
      const checked = checkedReply(reply, this.logger);
      if (!checked) {
        this.handleDrop('init reply failed its schema');
        return;
      }
      this.handleReady();
      // features may read the init Result (PlayerID); no handler for it is not worth a warning
      this.handlers.dispatch(checked, (error) => this.logger.error(`handler of ${describeOp(reply.OP)} threw`, error));
      return;
    }
    routeReply(reply, this.pending, this.handlers, this.logger);
  }

  private handleReady(): void {
    this.clearInitTimer();
    this.retries = 0;
    this.state.set('ready');
    this.queue.release();
  }

  private apply(action: GlobalAction): void {
    // The session the code belongs to: the app ignores codes of a session that has ended.
    const session = this.session;
    switch (action.type) {
      case 'reconnect':
        this.handleDrop('server asked to reconnect');
        return;
      case 'sign-out': {
        // stop first: the app's signOut may re-enter stop() or start() synchronously
        this.stop();
        const alert = action.alert;
        if (alert) this.callHook(() => this.hooks.showModal('alert', { ...alert, session }));
        this.callHook(() => this.hooks.signOut(action.reason, session));
        return;
      }
      case 'halt':
        this.clearRetry();
        this.dropConnection();
        this.queue.clear();
        this.halted = true;
        this.state.set('error');
        this.callHook(() => this.hooks.showModal(action.modal, { ...action.detail, session }));
        return;
    }
  }

  /** The connection is gone (closed, refused, timed out): retry while the session runs. */
  private handleDrop(why: string): void {
    this.dropConnection();
    if (!this.session || this.halted) return;
    this.state.set('error');
    const delay = backoffDelay(this.retries++, this.backoff, this.random);
    this.logger.warn(`${why}; reconnecting in ${delay} ms`);
    this.clearRetry();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private dropConnection(): void {
    const conn = this.conn;
    this.conn = null;
    this.attempt = null;
    this.clearInitTimer();
    // Replies to frames of this connection will never come; unsent request frames are taken back.
    this.pending.rejectAll('disconnected');
    this.queue.suspend();
    if (!conn) return;
    try {
      conn.close();
    } catch (error) {
      this.logger.warn('closing the transport threw', error);
    }
  }

  private write(frame: string): void {
    if (!this.conn) return;
    try {
      this.conn.send(frame);
    } catch (error) {
      this.logger.warn('transport send threw', error);
    }
  }

  private callHook(call: () => void): void {
    try {
      call();
    } catch (error) {
      this.logger.error('session hook threw', error);
    }
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private clearInitTimer(): void {
    if (this.initTimer !== null) clearTimeout(this.initTimer);
    this.initTimer = null;
  }
}
