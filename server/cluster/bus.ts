/**
 * The bus between lobby server processes: every push (chat, announcements, balances, kicks,
 * QA pushes and disconnects) is published ONCE and each process delivers it to its own
 * sockets. A process handles its own copy directly (no round trip), so `publish` reaches
 * the OTHER processes. `ask` publishes and waits for every other live process's answer
 * (the QA clock, QA reset, fail rules, and the counts QA routes report).
 *
 * Two implementations: `LocalBus` (in process; the default, `npm start` needs nothing; several
 * LocalBus nodes can share one `LocalNetwork` in tests) and `RedisBus` (redis-bus.ts).
 */
import { randomUUID } from 'node:crypto';

export type SocketKind = 'lobby' | 'chat';

/** Where a chat push sits in its channel's order (channel-reorder.ts). */
export interface ChatOrder {
  /** `${channelType}:${channelKey}` */
  channel: string;
  seq: number;
}

export type BusMessage =
  /** `text` (sent beside the message) is the serialised frame; players null = everyone. */
  | { t: 'push'; players: number[] | null; kind?: SocketKind; chat?: ChatOrder }
  | { t: 'kick'; tokenHash: string; code: number; message: string }
  | { t: 'disconnect'; player: number; kind?: SocketKind; closeCode: number; reason: string }
  | { t: 'presence'; player: number; online: boolean }
  | { t: 'clock'; offset: number }
  | { t: 'fail-rule'; op: number; on: boolean }
  | { t: 'qa-reset' }
  /** QA: the abuse limits /__qa/limits set (values by AbuseLimitValues name). */
  | { t: 'qa-limits'; values: Record<string, number>; enforce: boolean };

/** What a process answers to an asked message (e.g. how many sockets it reached). */
export type BusHandler = (message: BusMessage, text: string | undefined, from: string) => number | Promise<number>;

type MessageOf<T extends BusMessage['t']> = Extract<BusMessage, { t: T }>;
export type TypedHandler<T extends BusMessage['t']> = (message: MessageOf<T>, text: string | undefined, from: string) => number | Promise<number>;

/** One handler per message type; a type nobody handles answers 0. */
export class BusHandlers {
  private readonly byType = new Map<string, BusHandler>();

  on<T extends BusMessage['t']>(type: T, handler: TypedHandler<T>): void {
    this.byType.set(type, handler as BusHandler);
  }

  readonly run: BusHandler = (message, text, from) => this.byType.get(message.t)?.(message, text, from) ?? 0;
}

export interface AskOutcome {
  /** The other processes' answers, summed (e.g. sockets reached elsewhere). */
  total: number;
  /** Live processes that did not answer in time. */
  missing: string[];
}

export interface Bus {
  readonly processId: string;
  /** True for Redis: other processes may exist. */
  readonly shared: boolean;
  /** Sends to every other process; `text` is the already serialised frame of a push. */
  publish(message: BusMessage, text?: string): void;
  /** Publishes and waits (at most `timeoutMs`) for every other live process's answer. */
  ask(message: BusMessage, text?: string, timeoutMs?: number): Promise<AskOutcome>;
  /** Handles messages of `type` from other processes (one handler per type). */
  on<T extends BusMessage['t']>(type: T, handler: TypedHandler<T>): void;
  /** Ids of the other live processes. */
  otherProcesses(): Promise<string[]>;
  /**
   * Runs `fn` each time the bus carries messages again after an outage (Redis reconnected):
   * whatever was published meanwhile was lost to this process, so callers re-check state.
   */
  onResync(fn: () => void): void;
  /** Throws with the reason when the bus cannot carry messages (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_ASK_TIMEOUT_MS = 3000;

/** Wire form: one JSON header line, then the frame text untouched (serialised once). */
export interface Envelope {
  from: string;
  /** Set on an asked message, and on its answer (with `to` and `answer`). */
  ask?: string;
  to?: string;
  answer?: number;
  message?: BusMessage;
}

export function encodeEnvelope(envelope: Envelope, text?: string): string {
  return text === undefined ? JSON.stringify(envelope) : `${JSON.stringify(envelope)}\n${text}`;
}

/** Inverse of encodeEnvelope; null for anything not made by it (logged by the caller). */
export function decodeEnvelope(raw: string): { envelope: Envelope; text: string | undefined } | null {
  const cut = raw.indexOf('\n');
  try {
    const envelope = JSON.parse(cut < 0 ? raw : raw.slice(0, cut)) as Envelope;
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.from !== 'string') return null;
    return { envelope, text: cut < 0 ? undefined : raw.slice(cut + 1) };
  } catch {
    return null;
  }
}

/**
 * Answers and waiting asks, shared by both buses: `expect` registers an ask sent to
 * `processes`, `answered` records one answer, and the promise settles when all answered or
 * on timeout (the missing ones are listed, never silently counted).
 */
export class PendingAsks {
  private readonly waiting = new Map<string, { left: Set<string>; total: number; done: (o: AskOutcome) => void; timer: NodeJS.Timeout }>();

  expect(id: string, processes: string[], timeoutMs: number): Promise<AskOutcome> {
    if (processes.length === 0) return Promise.resolve({ total: 0, missing: [] });
    return new Promise((resolve) => {
      const entry = {
        left: new Set(processes),
        total: 0,
        done: (o: AskOutcome) => {
          clearTimeout(entry.timer);
          this.waiting.delete(id);
          resolve(o);
        },
        timer: setTimeout(() => entry.done({ total: entry.total, missing: [...entry.left] }), timeoutMs),
      };
      this.waiting.set(id, entry);
    });
  }

  answered(id: string, from: string, answer: number): void {
    const entry = this.waiting.get(id);
    if (!entry || !entry.left.delete(from)) return;
    entry.total += answer;
    if (entry.left.size === 0) entry.done({ total: entry.total, missing: [] });
  }

  /** Settles every wait now (closing). */
  flush(): void {
    for (const entry of [...this.waiting.values()]) entry.done({ total: entry.total, missing: [...entry.left] });
  }
}

/** Runs the handler; a failure is reported and answered as 0 (the asker still hears back). */
export async function handleSafely(handler: BusHandler, envelope: Envelope, text: string | undefined, onError: (err: unknown) => void): Promise<number> {
  try {
    return envelope.message ? await handler(envelope.message, text, envelope.from) : 0;
  } catch (err) {
    onError(err);
    return 0;
  }
}

/** Several in-process nodes joined as if they were processes (tests); one node = `npm start`. */
export class LocalNetwork {
  readonly nodes = new Set<LocalBus>();
  /** Delivery is asynchronous, like a real broker; tests may reorder it with `hold`. */
  hold: ((raw: string, to: LocalBus) => boolean) | null = null;

  deliver(raw: string, from: LocalBus): void {
    for (const node of this.nodes) {
      if (node === from) continue;
      if (this.hold?.(raw, node)) continue;
      setImmediate(() => node.receive(raw));
    }
  }
}

export class LocalBus implements Bus {
  readonly processId = randomUUID();
  private readonly handlers = new BusHandlers();
  private readonly asks = new PendingAsks();
  private closed = false;

  constructor(
    private readonly network: LocalNetwork = new LocalNetwork(),
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {
    network.nodes.add(this);
  }

  get shared(): boolean {
    return this.network.nodes.size > 1;
  }

  publish(message: BusMessage, text?: string): void {
    if (this.closed) return;
    this.network.deliver(encodeEnvelope({ from: this.processId, message }, text), this);
  }

  async ask(message: BusMessage, text?: string, timeoutMs = DEFAULT_ASK_TIMEOUT_MS): Promise<AskOutcome> {
    const id = randomUUID();
    const waiting = this.asks.expect(id, await this.otherProcesses(), timeoutMs);
    this.network.deliver(encodeEnvelope({ from: this.processId, ask: id, message }, text), this);
    return waiting;
  }

  on<T extends BusMessage['t']>(type: T, handler: TypedHandler<T>): void {
    this.handlers.on(type, handler);
  }

  otherProcesses(): Promise<string[]> {
    return Promise.resolve([...this.network.nodes].filter((n) => n !== this).map((n) => n.processId));
  }

  /** Injects a raw wire message (the network, or a test replaying a held one). */
  receive(raw: string): void {
    const decoded = decodeEnvelope(raw);
    if (!decoded || this.closed) return;
    const { envelope, text } = decoded;
    if (envelope.to !== undefined) {
      if (envelope.to === this.processId && envelope.ask) this.asks.answered(envelope.ask, envelope.from, envelope.answer ?? 0);
      return;
    }
    if (!envelope.message) return;
    void handleSafely(this.handlers.run, envelope, text, this.onError).then((answer) => {
      if (envelope.ask) {
        this.network.deliver(encodeEnvelope({ from: this.processId, ask: envelope.ask, to: envelope.from, answer }), this);
      }
    });
  }

  private readonly resyncs: (() => void)[] = [];

  onResync(fn: () => void): void {
    this.resyncs.push(fn);
  }

  /** Tests: this process is back after an outage of the (in-process) network. */
  resync(): void {
    for (const fn of this.resyncs) fn();
  }

  check(): Promise<void> {
    return this.closed ? Promise.reject(new Error('bus closed')) : Promise.resolve();
  }

  close(): Promise<void> {
    this.closed = true;
    this.network.nodes.delete(this);
    this.asks.flush();
    return Promise.resolve();
  }
}
