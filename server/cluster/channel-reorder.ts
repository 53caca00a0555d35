/**
 * Per-channel reorder buffer on the RECEIVING side: chat pushes reach this process's sockets
 * in seq order even when two processes commit seq 5 and 6 and their publications arrive 6
 * first. A push whose seq is not the next one is held; when the missing one arrives the held
 * run goes out in order. If it has not arrived after `boundMs` (its process died between
 * commit and publish, or is slow), the gap is filled from the database — only committed
 * messages are there, and seq is taken inside the insert's transaction, so everything below
 * a committed seq is committed — and the run goes out.
 * docs/decisions/087-chat-reorder-buffer.md (issue 9).
 *
 * The first push seen on a channel (after start, or after the channel was idle for `idleMs`
 * and forgotten) cannot know whether its predecessor already went out before this process
 * tracked the channel or is still on its way: it waits the bound, gathering what else arrives,
 * then the gathered run goes out in order (gaps inside it filled from the database) and
 * starts the count. A push older than that run is delivered when it comes (late beats lost)
 * and logged; pushes at or below the delivered seq otherwise are duplicates and dropped.
 */
export interface Sequenced {
  seq: number;
}

export interface ReorderOptions<P extends Sequenced> {
  deliver(push: P): void;
  /** Committed pushes of `channel` with after < seq < before, built like `sample` (same audience). */
  fill(channel: string, after: number, before: number, sample: P): Promise<P[]>;
  /** How long a push waits for the one before it; default 200 ms. */
  boundMs?: number;
  /** A channel quiet this long is forgotten; default 60 s. */
  idleMs?: number;
  onEvent?(event: 'late' | 'duplicate' | 'filled' | 'fill-failed', detail: Record<string, unknown>): void;
}

interface ChannelState<P> {
  /** Gathering the first pushes of a newly tracked channel. */
  settling: boolean;
  first: number;
  last: number;
  held: Map<number, P>;
  timer: NodeJS.Timeout | undefined;
  filling: boolean;
  touched: number;
}

export class ChannelReorder<P extends Sequenced> {
  private readonly channels = new Map<string, ChannelState<P>>();
  private readonly boundMs: number;
  private readonly idleMs: number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly options: ReorderOptions<P>) {
    this.boundMs = options.boundMs ?? 200;
    this.idleMs = options.idleMs ?? 60_000;
    this.sweeper = setInterval(() => this.forgetIdle(), this.idleMs);
    this.sweeper.unref();
  }

  accept(channel: string, push: P): void {
    const now = Date.now();
    const st = this.channels.get(channel);
    if (!st) {
      const fresh: ChannelState<P> = { settling: true, first: push.seq, last: push.seq - 1, held: new Map([[push.seq, push]]), timer: undefined, filling: false, touched: now };
      this.channels.set(channel, fresh);
      this.arm(channel, fresh);
      return;
    }
    st.touched = now;
    if (st.settling) {
      if (st.held.has(push.seq)) this.options.onEvent?.('duplicate', { channel, seq: push.seq });
      else st.held.set(push.seq, push);
      return;
    }
    if (push.seq <= st.last) {
      if (push.seq < st.first) {
        this.options.onEvent?.('late', { channel, seq: push.seq, first: st.first });
        this.options.deliver(push);
      } else this.options.onEvent?.('duplicate', { channel, seq: push.seq, last: st.last });
      return;
    }
    if (push.seq === st.last + 1 && !st.filling) {
      this.options.deliver(push);
      st.last = push.seq;
      this.release(st);
      return;
    }
    st.held.set(push.seq, push);
    this.arm(channel, st);
  }

  /** Channels tracked (tests; idle ones are forgotten). */
  get size(): number {
    return this.channels.size;
  }

  /** Forgets every channel (QA reset: seqs start again at 1); held pushes are dropped. */
  clear(): void {
    for (const st of this.channels.values()) clearTimeout(st.timer);
    this.channels.clear();
  }

  close(): void {
    clearInterval(this.sweeper);
    this.clear();
  }

  /** Delivers the held pushes that now follow on. */
  private release(st: ChannelState<P>): void {
    for (let next = st.held.get(st.last + 1); next; next = st.held.get(st.last + 1)) {
      st.held.delete(next.seq);
      this.options.deliver(next);
      st.last = next.seq;
    }
    if (st.held.size === 0) {
      clearTimeout(st.timer);
      st.timer = undefined;
    }
  }

  private arm(channel: string, st: ChannelState<P>): void {
    if (st.timer || st.filling || st.held.size === 0) return;
    st.timer = setTimeout(() => void this.fillGap(channel, st), this.boundMs);
  }

  private async fillGap(channel: string, st: ChannelState<P>): Promise<void> {
    st.timer = undefined;
    if (st.held.size === 0) return;
    const upTo = Math.max(...st.held.keys());
    const low = Math.min(...st.held.keys());
    if (st.settling) {
      // Whatever came before the gathered run went out before this process tracked the channel.
      st.settling = false;
      st.first = low;
      st.last = low - 1;
    }
    const sample = st.held.get(low) as P;
    let fetched: P[] = [];
    if (st.held.size < upTo - st.last) {
      st.filling = true;
      try {
        fetched = await this.options.fill(channel, st.last, upTo, sample);
        this.options.onEvent?.('filled', { channel, after: st.last, before: upTo, found: fetched.length });
      } catch (err) {
        // Without the database the held pushes still go out: a gap beats holding forever.
        this.options.onEvent?.('fill-failed', { channel, err: String(err) });
      }
      st.filling = false;
    }
    for (const f of fetched) if (f.seq > st.last && f.seq < upTo && !st.held.has(f.seq)) st.held.set(f.seq, f);
    for (const seq of [...st.held.keys()].sort((a, b) => a - b)) {
      if (seq > upTo) break;
      this.options.deliver(st.held.get(seq) as P);
      st.held.delete(seq);
      st.last = seq;
    }
    this.release(st);
    this.arm(channel, st);
  }

  private forgetIdle(): void {
    const before = Date.now() - this.idleMs;
    for (const [channel, st] of this.channels) {
      if (st.touched < before && st.held.size === 0 && !st.filling) this.channels.delete(channel);
    }
  }
}
