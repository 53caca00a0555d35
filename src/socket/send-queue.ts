/**
 * Outgoing frames of one socket. Requests made before the init reply are held; on release
 * they go out in ascending OP order (stable for equal OPs, as the original client did), and
 * every frame — held or not — is paced: never two frames within `paceMs` (spec: 20 ms).
 */
interface Pending {
  op: number;
  seq: number;
  frame: string;
  /** Set when the frame was written to a connection. */
  written: boolean;
}

/** A queued frame, as `enqueue` returns it: `written` tells whether it left, `cancel` takes it back. */
export type SendTicket = Readonly<Pending>;

export interface SendQueueOptions {
  /** Writes one frame to the open connection. */
  write(frame: string): void;
  paceMs: number;
  /** Most frames kept while offline; more are dropped (reported through `onDrop`). */
  maxPending: number;
  onDrop(op: number): void;
}

const byOpThenSeq = (a: Pending, b: Pending) => a.op - b.op || a.seq - b.seq;

export class SendQueue {
  private held: Pending[] = [];
  private out: Pending[] = [];
  private released = false;
  private cooldown: ReturnType<typeof setTimeout> | null = null;
  private seq = 0;

  constructor(private readonly options: SendQueueOptions) {}

  /** Frames waiting: held for the init reply or waiting for their pace slot. */
  get size(): number {
    return this.held.length + this.out.length;
  }

  /**
   * Queues a request frame; it leaves at once only when released and outside a cooldown.
   * Returns its ticket, or null when the queue was full and the frame was dropped.
   */
  enqueue(op: number, frame: string): SendTicket | null {
    if (this.size >= this.options.maxPending) {
      this.options.onDrop(op);
      return null;
    }
    const item: Pending = { op, seq: this.seq++, frame, written: false };
    if (this.released) {
      this.out.push(item);
      this.pump();
    } else {
      this.held.push(item);
    }
    return item;
  }

  /** Takes an unsent frame back (a request that gave up); no-op once it was written. */
  cancel(ticket: SendTicket): void {
    this.held = this.held.filter((p) => p !== ticket);
    this.out = this.out.filter((p) => p !== ticket);
  }

  /** Writes the handshake frame of a fresh connection ahead of everything, starting the pace. */
  writeFirst(frame: string): void {
    this.stopCooldown();
    this.options.write(frame);
    this.startCooldown();
  }

  /** The init reply arrived: held frames go out in OP order, one per pace slot. */
  release(): void {
    this.released = true;
    this.out.push(...this.held.sort(byOpThenSeq));
    this.held = [];
    this.pump();
  }

  /** The connection dropped: unsent frames wait for the next init reply (OP order again). */
  suspend(): void {
    this.stopCooldown();
    this.released = false;
    this.held.push(...this.out);
    this.out = [];
  }

  /** Forgets every frame (sign-out) and leaves no timer behind. */
  clear(): void {
    this.stopCooldown();
    this.released = false;
    this.held = [];
    this.out = [];
  }

  private pump(): void {
    if (this.cooldown !== null) return;
    const next = this.out.shift();
    if (!next) return;
    next.written = true;
    this.options.write(next.frame);
    this.startCooldown();
  }

  private startCooldown(): void {
    this.cooldown = setTimeout(() => {
      this.cooldown = null;
      this.pump();
    }, this.options.paceMs);
  }

  private stopCooldown(): void {
    if (this.cooldown !== null) clearTimeout(this.cooldown);
    this.cooldown = null;
  }
}
