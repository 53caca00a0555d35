/**
 * The requests of one socket that wait for their reply (`SocketClient.request`). A socket's
 * replies to one OP come back in the order the requests were written, so each reply OP keeps
 * a FIFO. A request that timed out after its frame left stays in the FIFO as a tombstone:
 * its late reply still arrives and must be consumed (and dropped), or it would answer the
 * next request of the same OP.
 */
import type { Lost, Reply } from '@/protocol';
import type { SendTicket } from './send-queue';

/** Why a request gave up without an answer (the socket's part of `Lost`, src/protocol/result.ts). */
export type RequestFailure = Exclude<Lost, 'unreachable'>;

/** The rejection of `SocketClient.request`: `reason` says why no usable reply came. */
export class SocketRequestError extends Error {
  constructor(
    readonly reason: RequestFailure,
    readonly op: number,
    detail = '',
  ) {
    super(`request OP ${op} failed: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'SocketRequestError';
  }
}

interface Waiting {
  op: number;
  ticket: SendTicket;
  resolve(reply: Reply): void;
  reject(error: SocketRequestError): void;
  timer: ReturnType<typeof setTimeout> | null;
  /** Timed out after its frame was written: its reply is still owed and is dropped. */
  tombstone: boolean;
}

export class PendingRequests {
  private readonly byReply = new Map<number, Waiting[]>();

  constructor(private readonly cancelFrame: (ticket: SendTicket) => void) {}

  /** Waits for the reply `replyOp` to the frame `ticket`; rejects after `timeoutMs`. */
  add(op: number, replyOp: number, ticket: SendTicket, timeoutMs: number): Promise<Reply> {
    return new Promise<Reply>((resolve, reject) => {
      const entry: Waiting = { op, ticket, resolve, reject, timer: null, tombstone: false };
      entry.timer = setTimeout(() => this.expire(replyOp, entry, timeoutMs), timeoutMs);
      const fifo = this.byReply.get(replyOp);
      if (fifo) fifo.push(entry);
      else this.byReply.set(replyOp, [entry]);
    });
  }

  /**
   * Takes the oldest written request waiting for `replyOp`. Returns 'none' when no request
   * owns this reply (it goes to the `on` handlers), 'dropped' when it answers a timed-out
   * request, else the settle functions of its request.
   */
  take(replyOp: number): 'none' | 'dropped' | { resolve(reply: Reply): void; reject(error: SocketRequestError): void } {
    const fifo = this.byReply.get(replyOp);
    const head = fifo?.[0];
    // A frame not written yet cannot have been answered: the reply is someone else's.
    if (!fifo || !head || !head.ticket.written) return 'none';
    fifo.shift();
    if (fifo.length === 0) this.byReply.delete(replyOp);
    if (head.tombstone) return 'dropped';
    this.clearTimer(head);
    return { resolve: head.resolve, reject: head.reject };
  }

  /** Rejects every waiting request (connection gone, stopped) and forgets the tombstones. */
  rejectAll(reason: RequestFailure): void {
    const all = [...this.byReply.values()].flat();
    this.byReply.clear();
    for (const entry of all) {
      this.clearTimer(entry);
      // Unsent frames go too: sent on the next connection, their replies would answer nobody.
      this.cancelFrame(entry.ticket);
      if (!entry.tombstone) entry.reject(new SocketRequestError(reason, entry.op));
    }
  }

  /** Requests still waiting (tombstones included), for tests and logs. */
  get size(): number {
    let n = 0;
    for (const fifo of this.byReply.values()) n += fifo.length;
    return n;
  }

  private expire(replyOp: number, entry: Waiting, timeoutMs: number): void {
    entry.timer = null;
    if (entry.ticket.written) {
      entry.tombstone = true;
    } else {
      this.cancelFrame(entry.ticket);
      const fifo = this.byReply.get(replyOp) ?? [];
      const rest = fifo.filter((e) => e !== entry);
      if (rest.length > 0) this.byReply.set(replyOp, rest);
      else this.byReply.delete(replyOp);
    }
    entry.reject(new SocketRequestError('timeout', entry.op, `${timeoutMs} ms`));
  }

  private clearTimer(entry: Waiting): void {
    if (entry.timer !== null) clearTimeout(entry.timer);
    entry.timer = null;
  }
}
