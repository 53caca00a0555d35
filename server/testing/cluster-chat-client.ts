/**
 * A public-chat client for cluster tests that behaves like the app's (docs/protocol-chat.md
 * "No lost messages"): it keeps the messages it holds merged by ID and Seq, sends with a
 * ClientID and counts a send acknowledged when its own push (carrying that ClientID) comes
 * back; when its socket drops it reconnects to another live process, inits, resumes after the
 * last contiguous Seq it holds (while HasMore), then resends every unacknowledged message with
 * the same ClientID. It records every live push it received, so a test can tell "each once"
 * from "once after merging".
 */
import WebSocket from 'ws';
import { ChannelType, Code, Op, type ChatMessage, type Reply } from '../../src/protocol';
import { contiguousEnd, mergeMessages } from '../../src/features/chat/message-model';

export interface ChatClientOptions {
  name: string;
  token: string;
  /** ws://host:port of the processes a (re)connect may use: called on every connect. */
  liveNodes(): { index: number; wsUrl: string }[];
  /** What the client holds before it starts (e.g. a baseline message every client saw). */
  held?: ChatMessage[];
}

export class ClusterChatClient {
  /** Merged by ID and Seq, ascending Seq. */
  held: ChatMessage[];
  /** ID → how many live pushes of it arrived (every socket of this client). */
  readonly liveCount = new Map<number, number>();
  /** ClientID → text of messages sent and not acknowledged yet. */
  readonly pending = new Map<string, string>();
  /** ClientID → the acknowledged message. */
  readonly acked = new Map<string, ChatMessage>();
  /** Replies other than Ok to a send, and anything unexpected. */
  readonly problems: string[] = [];
  /** Messages sent again after a reconnect (not acknowledged before it). */
  resent = 0;
  /** Processes this client was connected to, in order. */
  readonly visited: number[] = [];
  private ws: WebSocket | undefined;
  private ready = false;
  private stopped = false;
  private resuming: Promise<void> | undefined;

  constructor(private readonly options: ChatClientOptions) {
    this.held = options.held ?? [];
  }

  get node(): number | undefined {
    return this.visited.at(-1);
  }

  /** Connects to process `index` (or the first live one), inits and resumes. */
  async connect(index?: number): Promise<void> {
    const live = this.options.liveNodes();
    const ordered = index === undefined ? live : [...live.filter((n) => n.index === index), ...live.filter((n) => n.index !== index)];
    let lastError: unknown;
    for (const node of ordered) {
      try {
        await this.open(node.index, node.wsUrl);
        return;
      } catch (err) {
        lastError = err;
      }
    }
    throw new Error(`${this.options.name}: no live process accepted the connection: ${String(lastError)}`);
  }

  /** Sends a message under `clientId`; it is resent after a reconnect until acknowledged. */
  send(clientId: string, text: string): void {
    this.pending.set(clientId, text);
    if (this.ready) this.write({ OP: Op.ChatPublicSend, Message: text, ClientID: clientId });
  }

  /** Fills any gap from the server (as after a reconnect) and waits for the reply. */
  resume(): Promise<void> {
    // this server's messages carry seqs: nothing held resumes from the channel's start
    return this.resumeFrom(contiguousEnd(this.held) ?? 0);
  }

  close(): void {
    this.stopped = true;
    this.ws?.terminate();
  }

  /** True while a signed-in socket is open. */
  get connected(): boolean {
    return this.ws?.readyState === WebSocket.OPEN && !this.stopped;
  }

  /** Drops the socket as a network cut would: the client reconnects, resumes and resends. */
  cut(): boolean {
    if (!this.ws || this.stopped) return false;
    this.ws.terminate();
    return true;
  }

  private write(frame: unknown): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  private open(index: number, wsUrl: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${wsUrl}/ws/chat`);
      let initialised = false;
      let connected = false;
      ws.once('error', (err) => {
        if (!initialised) reject(err);
      });
      ws.on('open', () => ws.send(JSON.stringify({ OP: Op.Init, Token: this.options.token, CloseRSA: true })));
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as Reply;
        if (!initialised && frame.OP === Op.InitReply) {
          if (frame.Code !== Code.Ok) return reject(new Error(`init refused: ${JSON.stringify(frame)}`));
          initialised = true;
          this.ws = ws;
          this.visited.push(index);
          // Resume first, then resend what was not acknowledged (a resend may be a duplicate).
          this.resume().then(() => {
            this.ready = true;
            connected = true;
            for (const [clientId, text] of this.pending) {
              this.resent += 1;
              this.write({ OP: Op.ChatPublicSend, Message: text, ClientID: clientId });
            }
            resolve();
          }, reject);
          return;
        }
        this.onFrame(frame);
      });
      ws.on('close', () => {
        if (ws !== this.ws) return reject(new Error('closed before init'));
        this.ready = false;
        this.ws = undefined;
        if (!connected) {
          // Dropped while resuming: this open fails and connect() tries the next process.
          this.resumeReply?.({ OP: Op.ChatResumeReply, Code: Code.Reconnect, Message: 'socket closed', Result: null });
          return;
        }
        if (!this.stopped) void this.reconnect();
      });
    });
  }

  private async reconnect(): Promise<void> {
    for (let attempt = 0; attempt < 50 && !this.stopped; attempt++) {
      try {
        await this.connect();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100)); // reconnect back-off between attempts, not a wait for a result
      }
    }
    this.problems.push(`${this.options.name}: could not reconnect`);
  }

  private resumeReply: ((frame: Reply) => void) | undefined;

  private async resumeFrom(afterSeq: number): Promise<void> {
    if (this.resuming) await this.resuming;
    this.resuming = (async () => {
      let after = afterSeq;
      for (;;) {
        const reply = await new Promise<Reply>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`${this.options.name}: no resume reply`)), 10_000);
          this.resumeReply = (frame) => {
            clearTimeout(timer);
            resolve(frame);
          };
          this.write({ OP: Op.ChatResume, ChannelType: ChannelType.Public, AfterSeq: after });
        });
        if (reply.Code !== Code.Ok) throw new Error(`${this.options.name}: resume refused: ${JSON.stringify(reply)}`);
        const result = reply.Result as { HasMore: boolean; Msgs: ChatMessage[] };
        this.held = mergeMessages(this.held, result.Msgs).messages;
        const last = result.Msgs.at(-1);
        if (!result.HasMore || !last) return;
        after = last.Seq;
      }
    })();
    try {
      await this.resuming;
    } finally {
      this.resuming = undefined;
    }
  }

  private onFrame(frame: Reply): void {
    if (frame.OP === Op.ChatResumeReply) {
      const waiter = this.resumeReply;
      this.resumeReply = undefined;
      if (waiter) waiter(frame);
      else this.problems.push(`${this.options.name}: unexpected resume reply`);
      return;
    }
    if (frame.OP === Op.ChatUnreadChanged) return;
    if (frame.OP !== Op.ChatPublicPush) {
      this.problems.push(`${this.options.name}: unexpected frame ${JSON.stringify(frame).slice(0, 300)}`);
      return;
    }
    const clientId = (frame.Result as { ClientID?: string } | null)?.ClientID;
    if (frame.Code !== Code.Ok) {
      this.problems.push(`${this.options.name}: send ${clientId ?? '?'} refused: ${frame.Code} ${frame.Message}`);
      return;
    }
    const message = frame.Result as ChatMessage;
    this.liveCount.set(message.ID, (this.liveCount.get(message.ID) ?? 0) + 1);
    this.held = mergeMessages(this.held, [message]).messages;
    if (clientId && this.pending.has(clientId)) {
      this.pending.delete(clientId);
      this.acked.set(clientId, message);
    }
  }
}
