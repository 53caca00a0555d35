/**
 * A lobby-socket client for the chaos run (server/testing/chaos/chaos-run.ts) that behaves as
 * the app does when its socket drops mid-request: it reconnects to a live process, signs in
 * again and sends the same frame again — same ClientID — until a reply comes. So a gift or an
 * envelope whose reply was lost is asked again, and the server must not move money twice.
 * Pushes are ignored; one request is in flight at a time.
 */
import WebSocket from 'ws';
import { Code, Op, replyOp, type Reply } from '../../../src/protocol';

export interface TraderOptions {
  name: string;
  token: string;
  liveNodes(): { index: number; wsUrl: string }[];
}

const REPLY_WAIT_MS = 15_000;
const ATTEMPTS = 40;

export class LobbyTrader {
  /** Requests sent again after the socket dropped before their reply. */
  resent = 0;
  /** Sockets opened (the first and every reconnect). */
  connects = 0;
  private ws: WebSocket | undefined;
  private waiter: ((frame: Reply | null) => void) | null = null;
  private expected = 0;

  constructor(private readonly options: TraderOptions) {}

  /** Sends `frame` and resolves with its reply, resending it over a new socket after a drop. */
  async ask(frame: { OP: number } & Record<string, unknown>): Promise<Reply> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      if (attempt > 0) this.resent++;
      const ws = await this.socket();
      if (!ws) {
        await new Promise((r) => setTimeout(r, 250)); // retry back-off (load generator): no process took the socket
        continue;
      }
      const reply = await this.exchange(ws, frame);
      if (reply && reply.Code !== Code.Reconnect) return reply;
    }
    throw new Error(`${this.options.name}: no reply to OP ${frame.OP} after ${ATTEMPTS} tries`);
  }

  /** True while a signed-in socket is open. */
  get connected(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Drops the socket as a network cut would (the next ask reconnects). */
  cut(): boolean {
    if (!this.ws) return false;
    this.ws.terminate();
    return true;
  }

  close(): void {
    this.ws?.terminate();
    this.ws = undefined;
  }

  private exchange(ws: WebSocket, frame: { OP: number }): Promise<Reply | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(null), REPLY_WAIT_MS);
      this.expected = replyOp(frame.OP);
      this.waiter = (reply) => {
        clearTimeout(timer);
        resolve(reply);
      };
      ws.send(JSON.stringify(frame));
    });
  }

  private settle(reply: Reply | null): void {
    const w = this.waiter;
    this.waiter = null;
    w?.(reply);
  }

  /** The open, signed-in socket, or a new one on a live process; null when none accepts. */
  private async socket(): Promise<WebSocket | null> {
    if (this.ws?.readyState === WebSocket.OPEN) return this.ws;
    const nodes = this.options.liveNodes();
    const start = Math.floor(Math.random() * nodes.length);
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[(start + i) % nodes.length]!;
      const ws = await this.open(node.wsUrl).catch(() => null);
      if (ws) return ws;
    }
    return null;
  }

  private open(wsUrl: string): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${wsUrl}/ws/lobby`);
      let initialised = false;
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error('init timed out'));
      }, REPLY_WAIT_MS);
      ws.once('error', (err) => {
        clearTimeout(timer);
        if (!initialised) reject(err);
      });
      ws.on('open', () => ws.send(JSON.stringify({ OP: Op.LobbyInit, Token: this.options.token, CloseRSA: true })));
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as Reply;
        if (!initialised) {
          if (frame.OP !== Op.LobbyInitReply) return;
          clearTimeout(timer);
          if (frame.Code !== Code.Ok) {
            ws.terminate();
            return reject(new Error(`init refused: ${frame.Code}`));
          }
          initialised = true;
          this.ws = ws;
          this.connects++;
          return resolve(ws);
        }
        if (frame.OP === this.expected) this.settle(frame);
      });
      ws.on('close', () => {
        clearTimeout(timer);
        if (!initialised) return reject(new Error('closed before init'));
        if (this.ws === ws) this.ws = undefined;
        this.settle(null); // the reply of a request in flight is lost: ask sends it again
      });
    });
  }
}
