/**
 * The bus over Redis pub/sub (REDIS_URL): one channel `<prefix>bus` carries every message;
 * each process skips its own. Live processes are a sorted set `<prefix>procs` (member: the
 * process id, score: when its heartbeat expires), so a killed process stops counting after
 * `ttlMs` and nobody waits for its answers. Every key and channel takes the prefix, so
 * clusters (and parallel tests) can share one Redis.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../log';
import {
  DEFAULT_ASK_TIMEOUT_MS,
  PendingAsks,
  decodeEnvelope,
  encodeEnvelope,
  handleSafely,
  type AskOutcome,
  BusHandlers,
  type Bus,
  type BusMessage,
  type TypedHandler,
} from './bus';

export interface RedisBusOptions {
  url: string;
  /** Prefix of every key and channel (REDIS_PREFIX), e.g. `lobby:`. */
  prefix: string;
  log: Logger;
  /** How often this process renews its liveness (and presence); default 5 s. */
  heartbeatMs?: number;
  /** A process whose heartbeat is older than this is dead; default 3 × heartbeatMs. */
  ttlMs?: number;
  /** How long start() waits for Redis before failing; default 5 s. */
  connectTimeoutMs?: number;
}

export class RedisBus implements Bus {
  readonly processId = randomUUID();
  readonly shared = true;
  /** Commands (also used for presence, the clock offset, fail rules). */
  readonly redis: Redis;
  private readonly sub: Redis;
  private readonly channel: string;
  private readonly procsKey: string;
  private readonly asks = new PendingAsks();
  private readonly handlers = new BusHandlers();
  private readonly beats: (() => Promise<void>)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly resyncs: (() => void)[] = [];
  /** Set once start() subscribed: a later 'ready' of the subscriber is a reconnect. */
  private started = false;
  readonly heartbeatMs: number;
  readonly ttlMs: number;

  constructor(private readonly options: RedisBusOptions) {
    this.heartbeatMs = options.heartbeatMs ?? 5000;
    this.ttlMs = options.ttlMs ?? 3 * this.heartbeatMs;
    const common = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: `lobby-${this.processId}` };
    this.redis = new Redis(options.url, common);
    this.sub = new Redis(options.url, common);
    this.channel = `${options.prefix}bus`;
    this.procsKey = `${options.prefix}procs`;
    for (const client of [this.redis, this.sub]) client.on('error', (err: Error) => options.log.warn('redis error', { err: err.message }));
    this.sub.on('message', (_channel: string, raw: string) => this.receive(raw));
    // ioredis resubscribes on reconnect; what was published while it was away is lost here.
    this.sub.on('ready', () => {
      if (!this.started) return;
      options.log.warn('redis subscriber back after an outage: re-checking local state');
      for (const fn of this.resyncs) fn();
    });
  }

  key(name: string): string {
    return `${this.options.prefix}${name}`;
  }

  /** Connects, subscribes and announces this process; throws when Redis does not answer in time. */
  async start(): Promise<void> {
    const ms = this.options.connectTimeoutMs ?? 5000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis at ${redactUrl(this.options.url)} did not answer within ${ms} ms`)), ms);
    });
    try {
      await Promise.race([Promise.all([this.redis.connect(), this.sub.connect()]), timeout]);
      await Promise.race([this.sub.subscribe(this.channel), timeout]);
      await Promise.race([this.beat(), timeout]);
    } catch (err) {
      this.redis.disconnect();
      this.sub.disconnect();
      const why = err instanceof Error ? err.message : String(err);
      throw new Error(why.startsWith('Redis at') ? why : `Redis at ${redactUrl(this.options.url)} is unreachable: ${why}`);
    } finally {
      clearTimeout(timer);
    }
    this.started = true;
    this.timer = setInterval(() => {
      this.beat().catch((err: unknown) => this.options.log.warn('heartbeat failed', { err: String(err) }));
    }, this.heartbeatMs);
    this.timer.unref();
  }

  onResync(fn: () => void): void {
    this.resyncs.push(fn);
  }

  /** Runs `fn` on every heartbeat (after this process renewed its liveness). */
  onHeartbeat(fn: () => Promise<void>): void {
    this.beats.push(fn);
  }

  private async beat(): Promise<void> {
    const now = Date.now();
    await this.redis
      .multi()
      .zadd(this.procsKey, now + this.ttlMs, this.processId)
      .zremrangebyscore(this.procsKey, '-inf', now)
      .pexpire(this.procsKey, 2 * this.ttlMs) // a cluster gone for good leaves nothing behind
      .exec();
    for (const fn of this.beats) await fn();
  }

  publish(message: BusMessage, text?: string): void {
    this.send(encodeEnvelope({ from: this.processId, message }, text));
  }

  async ask(message: BusMessage, text?: string, timeoutMs = DEFAULT_ASK_TIMEOUT_MS): Promise<AskOutcome> {
    const id = randomUUID();
    const waiting = this.asks.expect(id, await this.otherProcesses(), timeoutMs);
    this.send(encodeEnvelope({ from: this.processId, ask: id, message }, text));
    const outcome = await waiting;
    if (outcome.missing.length > 0) this.options.log.warn('bus: processes did not answer', { message: message.t, missing: outcome.missing });
    return outcome;
  }

  private send(raw: string): void {
    this.redis.publish(this.channel, raw).catch((err: unknown) => this.options.log.error('bus publish failed', { err: String(err) }));
  }

  on<T extends BusMessage['t']>(type: T, handler: TypedHandler<T>): void {
    this.handlers.on(type, handler);
  }

  async otherProcesses(): Promise<string[]> {
    const live = await this.redis.zrangebyscore(this.procsKey, Date.now(), '+inf');
    return live.filter((id) => id !== this.processId);
  }

  private receive(raw: string): void {
    const decoded = decodeEnvelope(raw);
    if (!decoded) {
      this.options.log.warn('bus: message not understood', { bytes: raw.length });
      return;
    }
    const { envelope, text } = decoded;
    if (envelope.from === this.processId) return;
    if (envelope.to !== undefined) {
      if (envelope.to === this.processId && envelope.ask) this.asks.answered(envelope.ask, envelope.from, envelope.answer ?? 0);
      return;
    }
    void handleSafely(this.handlers.run, envelope, text, (err) => this.options.log.error('bus handler failed', { err })).then((answer) => {
      if (envelope.ask) this.send(encodeEnvelope({ from: this.processId, ask: envelope.ask, to: envelope.from, answer }));
    });
  }

  async check(): Promise<void> {
    if (this.sub.status !== 'ready') throw new Error(`subscriber ${this.sub.status}`);
    const pong = await withTimeout(this.redis.ping(), 1000, 'ping timed out');
    if (pong !== 'PONG') throw new Error(`ping answered ${pong}`);
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.asks.flush();
    await this.redis.zrem(this.procsKey, this.processId).catch(() => undefined);
    await Promise.all([this.sub.quit().catch(() => undefined), this.redis.quit().catch(() => undefined)]);
  }
}

function withTimeout<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}
