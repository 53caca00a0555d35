/**
 * Sends hostile frames (frame-cases.ts) over real sockets and checks each one's answer: the
 * reply OP with an expected code, or the expected close. Several signed-in sockets (lobby and
 * chat) work through the frames at once, one frame in flight each (replies keep the order of
 * requests); a socket the server closes is opened and signed in again. Frames sent before the
 * init go through `fuzzBeforeInit`. Used by server/ws/wire-fuzz.test.ts and bench/wire-fuzz.ts.
 */
import WebSocket from 'ws';
import { Code, Op, replyOp } from '../../../src/protocol';
import { DEFAULT_SOCKET_LIMITS, SocketClose } from '../../ws/socket-limits';
import type { FrameCase, FrameKind } from './frame-cases';

export interface Mismatch {
  kind: FrameKind | 'before-init';
  op: number | null;
  expected: string;
  got: string;
}

export interface SocketFuzzReport {
  sent: number;
  /** Frames answered as expected, by kind. */
  answered: Partial<Record<FrameKind, number>>;
  /** Replies by code and closes by close code (`close 1009`). */
  outcomes: Record<string, number>;
  /** Frames with no reply and no close within the wait. */
  silent: Mismatch[];
  /** Frames answered otherwise than expected (first 50). */
  wrong: Mismatch[];
  wrongCount: number;
  /** Sockets opened again after the server closed one. */
  reopened: number;
}

/** How long a frame may go without a reply or a close before it counts as silent. */
const REPLY_WAIT_MS = 10_000;

interface Reply {
  OP: number;
  Code: number;
}

type Outcome = { reply: Reply } | { close: number } | { silent: true };

/** One socket that sends a frame and waits for its answer. */
class FuzzSocket {
  private ws!: WebSocket;
  private waiter: ((o: Outcome) => void) | null = null;
  private expected: number[] = [];
  closed = true;

  constructor(
    private readonly url: string,
    private readonly initOp: number,
    private readonly replyWaitMs = REPLY_WAIT_MS,
  ) {}

  async open(token: string): Promise<void> {
    await this.openUnsigned();
    const init = await this.send(JSON.stringify({ OP: this.initOp, Token: token }), [replyOp(this.initOp)]);
    if (!('reply' in init) || init.reply.Code !== Code.Ok) throw new Error(`init answered ${describe(init)}`);
  }

  /** Connects without signing in. */
  async openUnsigned(): Promise<void> {
    this.ws = new WebSocket(this.url);
    this.closed = false;
    this.ws.on('message', (data, isBinary) => this.onMessage(data.toString(), isBinary));
    this.ws.on('close', (code) => {
      this.closed = true;
      this.settle({ close: code });
    });
    this.ws.on('error', () => undefined); // a close follows
    await new Promise<void>((resolve, reject) => {
      this.ws.once('open', resolve);
      this.ws.once('error', reject);
    });
  }

  /** Sends one frame and resolves with the first reply whose OP is one of `replyOps`, a close, or silence. */
  send(data: string | Buffer, replyOps: number[]): Promise<Outcome> {
    if (this.closed) return Promise.resolve({ close: -1 });
    this.expected = replyOps;
    return new Promise<Outcome>((resolve) => {
      const timer = setTimeout(() => this.settle({ silent: true }), this.replyWaitMs);
      this.waiter = (o) => {
        clearTimeout(timer);
        resolve(o);
      };
      this.ws.send(data, { binary: Buffer.isBuffer(data) });
    });
  }

  close(): void {
    this.ws.terminate();
  }

  private onMessage(text: string, isBinary: boolean): void {
    if (isBinary) return;
    let frame: Reply;
    try {
      frame = JSON.parse(text) as Reply;
    } catch {
      return;
    }
    if (this.expected.includes(frame.OP)) this.settle({ reply: frame });
  }

  private settle(o: Outcome): void {
    const w = this.waiter;
    this.waiter = null;
    w?.(o);
  }
}

function describe(o: Outcome): string {
  if ('reply' in o) return `reply ${o.reply.OP} code ${o.reply.Code}`;
  if ('close' in o) return `close ${o.close}`;
  return 'nothing';
}

function expectedText(c: FrameCase): string {
  if ('close' in c.expect) return `close ${c.expect.close}`;
  return `reply ${c.expect.reply} code ${c.expect.codes === 'any' ? 'any' : c.expect.codes.join('|')}`;
}

function matches(c: FrameCase, o: Outcome): boolean {
  if ('close' in c.expect) return 'close' in o && o.close === c.expect.close;
  if (!('reply' in o)) return false;
  const { reply, codes } = c.expect;
  return o.reply.OP === reply && (codes === 'any' || codes.includes(o.reply.Code));
}

export interface SocketFuzzOptions {
  port: number;
  frames: readonly FrameCase[];
  /** Sockets working at once; half lobby, half chat. */
  sockets: number;
  /** A token of a fresh player (each socket signs in as its own). */
  token: () => Promise<string>;
  /** Silence after which a frame counts as unanswered (10 s). */
  replyWaitMs?: number;
}

export async function fuzzSockets(options: SocketFuzzOptions): Promise<SocketFuzzReport> {
  const report: SocketFuzzReport = { sent: 0, answered: {}, outcomes: {}, silent: [], wrong: [], wrongCount: 0, reopened: 0 };
  let next = 0;
  const count = (key: string) => (report.outcomes[key] = (report.outcomes[key] ?? 0) + 1);

  async function worker(index: number): Promise<void> {
    const lobby = index % 2 === 0;
    const url = `ws://127.0.0.1:${options.port}${lobby ? '/ws/lobby' : '/ws/chat'}`;
    const initOp = lobby ? Op.LobbyInit : Op.Init;
    const token = await options.token();
    let socket = new FuzzSocket(url, initOp, options.replyWaitMs);
    await socket.open(token);
    for (let i = next++; i < options.frames.length; i = next++) {
      const c = options.frames[i]!;
      if (socket.closed) {
        socket = new FuzzSocket(url, initOp, options.replyWaitMs);
        await socket.open(token);
        report.reopened++;
      }
      const replyOps = 'close' in c.expect ? [Op.ProtocolError] : [c.expect.reply, Op.ProtocolError];
      const o = await socket.send(c.data, replyOps);
      report.sent++;
      count('reply' in o ? `code ${o.reply.Code}` : describe(o));
      const miss = { kind: c.kind, op: c.op, expected: expectedText(c), got: describe(o) };
      if ('silent' in o) report.silent.push(miss);
      else if (matches(c, o)) report.answered[c.kind] = (report.answered[c.kind] ?? 0) + 1;
      else if (report.wrongCount++ < 50) report.wrong.push(miss);
    }
    socket.close();
  }

  await Promise.all(Array.from({ length: options.sockets }, (_, i) => worker(i)));
  return report;
}

export interface BeforeInitReport {
  sockets: number;
  /** Frames answered with their code before the bound (NotInitialised for integer OPs). */
  answered: number;
  /** Sockets closed with 1008 on the frame after the bound. */
  closedAtBound: number;
  wrong: Mismatch[];
}

/**
 * Opens `sockets` sockets that never sign in and sends each the bound's worth of frames plus
 * one: each of the first gets its answer (NotInitialised when it names an integer OP), the
 * last closes the socket (1008).
 */
export async function fuzzBeforeInit(port: number, frames: readonly FrameCase[], sockets: number): Promise<BeforeInitReport> {
  const bound = DEFAULT_SOCKET_LIMITS.maxFramesBeforeInit;
  const usable = frames.filter((c) => !('close' in c.expect) && c.kind !== 'over-limit');
  const report: BeforeInitReport = { sockets, answered: 0, closedAtBound: 0, wrong: [] };
  let k = 0;
  await Promise.all(
    Array.from({ length: sockets }, async (_, i) => {
      const socket = new FuzzSocket(`ws://127.0.0.1:${port}${i % 2 === 0 ? '/ws/lobby' : '/ws/chat'}`, Op.LobbyInit);
      await socket.openUnsigned();
      for (let n = 0; n <= bound; n++) {
        const c = usable[k++ % usable.length]!;
        const replyOp_ = c.op === null ? Op.ProtocolError : replyOp(c.op);
        const o = await socket.send(c.data, [replyOp_, Op.ProtocolError]);
        const want = n === bound ? `close ${SocketClose.Policy}` : c.op === null ? expectedText(c) : `reply ${replyOp_} code ${Code.NotInitialised}`;
        const got = describe(o);
        if (got === want || (c.op === null && n < bound && matches(c, o))) {
          if (n === bound) report.closedAtBound++;
          else report.answered++;
        } else if (report.wrong.length < 50) report.wrong.push({ kind: 'before-init', op: c.op, expected: want, got });
      }
      socket.close();
    }),
  );
  return report;
}
