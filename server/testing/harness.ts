/**
 * Test harness: a real server on port 0 over a temporary data folder, real HTTP (fetch)
 * and real WebSocket clients, and one `cleanup()` that closes everything it opened.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { AccountPath, Code, Op, Provider, checkSentResult, opName, type Reply } from '../../src/protocol';
import { createLobbyServer, type LobbyServer, type LobbyServerOptions } from '../app';
import { createClock, type Clock } from '../clock';
import { createLogger } from '../log';
import type { SocketKind } from '../ws/hub';
import { inject } from 'vitest';
import { copySeededTemplate, TEST_START, type SeededCopy } from './seeded-template';
import { testDatabaseUrl, testEngine } from './test-database';
import { WAIT_MS } from './wait';

export { TEST_START };

/** Response bodies are asserted field by field; typing them here would only add casts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface TestServer extends LobbyServer {
  clock: Clock;
  dir: string;
  /** Every JSON log line, parsed. */
  logs: Record<string, unknown>[];
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; json: Json }>;
  get(path: string): Promise<{ status: number; json: Json }>;
  signInGuest(): Promise<{ token: string; playerId: number; json: Json }>;
  socket(kind: SocketKind): Promise<TestSocket>;
  /** Opens a socket and completes the init with `token`. */
  initSocket(kind: SocketKind, token: string): Promise<TestSocket>;
  cleanup(): Promise<void>;
}

export async function startTestServer(options: Partial<LobbyServerOptions> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-test-'));
  const logs: Record<string, unknown>[] = [];
  const clock = options.clock ?? createClock({ fixedStart: TEST_START });
  // The harness's own storage, on the engine under test: a copy of the run's migrated, seeded
  // template (seeded-template.ts) while the clock stands where the template was seeded; else
  // SQLite in `dir`, or a fresh PostgreSQL schema under the server-pg project (test-database.ts).
  const ownDatabase = !options.databaseUrl && !options.databaseFile;
  const template = ownDatabase && !options.dataDir ? inject('seededTemplate') : undefined;
  let database: { url?: string; file?: string; drop(): Promise<void> } | null = null;
  if (template && template.engine === testEngine() && clock.now() === template.seededAt) {
    const copy: SeededCopy = await copySeededTemplate(template, dir);
    database = { url: copy.databaseUrl, file: copy.databaseFile, drop: copy.release };
  } else if (ownDatabase && testEngine() === 'postgres') {
    database = await testDatabaseUrl();
  }
  const server = await createLobbyServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    databaseUrl: database?.url,
    databaseFile: database?.file,
    qaMode: true,
    clock,
    logger: createLogger({ level: 'debug', write: (line) => logs.push(JSON.parse(line) as Record<string, unknown>) }),
    ...options,
  }).catch(async (err: unknown) => {
    await database?.drop();
    throw err;
  });
  const base = `http://127.0.0.1:${server.port}`;
  const sockets: TestSocket[] = [];

  async function request(method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(base + p, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: text ? JSON.parse(text) : undefined };
  }

  const t: TestServer = {
    ...server,
    clock,
    dir,
    logs,
    post: (p, body, headers) => request('POST', p, body, headers),
    get: (p) => request('GET', p),
    async signInGuest() {
      const r = await request('POST', AccountPath.SignIn, { SiteID: 'owl', Lang: 'zh_tw', TPType: Provider.guest });
      return { token: r.json.Result.Token as string, playerId: r.json.Result.Player.PlayerID as number, json: r.json };
    },
    async socket(kind) {
      const s = await TestSocket.open(`ws://127.0.0.1:${server.port}/ws/${kind}`);
      sockets.push(s);
      return s;
    },
    async initSocket(kind, token) {
      const s = await t.socket(kind);
      s.send({ OP: kind === 'lobby' ? Op.LobbyInit : Op.Init, Token: token, CloseRSA: true });
      const r = await s.next();
      if (r.Code !== 200) throw new Error(`init failed: ${JSON.stringify(r)}`);
      return s;
    },
    async cleanup() {
      for (const s of sockets) s.terminate();
      await server.close();
      await database?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return t;
}

/**
 * Every Ok reply the server sends must pass its OP's Result schema: the browser drops one that
 * does not, so a test sees it as an error frame instead of a reply. Where the browser accepts
 * less than this server sends (spec-shaped chat messages without Seq, decision 328), the reply
 * is checked against what it sends, so it keeps sending it.
 */
function checked(frame: Reply): Reply | Error {
  if (frame.Code !== Code.Ok) return frame;
  const outcome = checkSentResult(frame.OP, frame.Result);
  if (!outcome || outcome.ok) return frame;
  return new Error(`server reply OP ${frame.OP} (${opName(frame.OP) ?? '?'}) fails its schema: ${outcome.error}`);
}

/** A ws client that queues incoming frames so tests can `await next()`. */
export class TestSocket {
  private readonly frames: (Reply | Error)[] = [];
  private waiters: ((frame: Reply | Error) => void)[] = [];
  /** sync() calls waiting for their pong, oldest first (pongs come back in ping order). */
  private pongWaiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => this.deliver(checked(JSON.parse(String(data)) as Reply)));
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    ws.on('error', () => undefined); // a close follows; tests assert on that
    ws.on('pong', () => this.pongWaiters.shift()?.());
    // Once closed no pong comes, and no frame either: whoever waits has everything.
    ws.on('close', () => this.pongWaiters.splice(0).forEach((resolve) => resolve()));
  }

  static open(url: string, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, options);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  private deliver(frame: Reply | Error): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(frame);
    else this.frames.push(frame);
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** The next frame, failing after `timeoutMs` (WAIT_MS, server/testing/wait.ts, unless longer). */
  next(timeoutMs = WAIT_MS): Promise<Reply> {
    const queued = this.frames.shift();
    if (queued) return queued instanceof Error ? Promise.reject(queued) : Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const waiter = (frame: Reply | Error) => {
        clearTimeout(timer);
        if (frame instanceof Error) reject(frame);
        else resolve(frame);
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no frame within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  /** Sends a request and returns the next frame. */
  async request(frame: unknown): Promise<Reply> {
    this.send(frame);
    return this.next();
  }

  /**
   * Resolves once every frame the server sent before it got a WebSocket ping sent now has
   * arrived: the server's ws answers the ping itself, behind everything it sent before (one
   * connection keeps its order). This is how a test knows "nothing more came" without waiting
   * a fixed time — provided what it waits out was sent before the ping reached the server (for
   * a push caused by another request: once that request's reply is in). On a closed socket it
   * resolves at once: nothing more can arrive.
   */
  sync(): Promise<void> {
    if (this.ws.readyState !== WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve) => {
      this.pongWaiters.push(resolve);
      this.ws.ping();
    });
  }

  /** The frames that arrived and were not read, up to a ping sent now (`sync`); reading them takes them. */
  async unread(): Promise<Reply[]> {
    await this.sync();
    const frames = this.frames.splice(0);
    const broken = frames.find((f) => f instanceof Error);
    if (broken) throw broken;
    return frames as Reply[];
  }

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  terminate(): void {
    this.ws.terminate();
  }
}
