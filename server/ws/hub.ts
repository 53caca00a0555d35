/**
 * Who is connected: this process's open, initialised sockets by player and kind, and the
 * routing of every push through the cluster bus (server/cluster/bus.ts). A push is
 * serialised once, published once, and each process (this one directly) delivers it to its
 * own sockets of the recipients; chat pushes go through a per-channel reorder buffer so they
 * reach sockets in seq order on every process. Kicks (sign-out, second sign-in) and QA
 * disconnects reach every process the same way; `isOnline` counts every process's sockets.
 * With the default in-process bus this is exactly the single-process hub.
 */
import type { Reply } from '../../src/protocol';
import { LocalBus, type Bus, type ChatOrder } from '../cluster/bus';
import { ChannelReorder } from '../cluster/channel-reorder';
import { RemotePresence } from '../cluster/presence';
import type { Logger } from '../log';

export type SocketKind = 'lobby' | 'chat';

export interface HubSocket {
  readonly playerId: number;
  readonly kind: SocketKind;
  readonly tokenHash: string;
  /** The OP this socket's init was answered with (10001 or 13011): used for kicks. */
  readonly initReplyOp: number;
  send(reply: Reply): void;
  /** Sends an already serialised reply (fan-out serialises once for all recipients). */
  sendText?(text: string): void;
  close(code: number, reason: string): void;
  /**
   * The highest seq of `channel` this socket already has from a resume (30060), if any: a live
   * push at or below it is not sent again (it was committed before the resume read it).
   */
  chatResumedTo?(channel: string): number;
}

/** A chat push waiting for its turn in its channel. */
export interface ChatPush {
  /** `${channelType}:${channelKey}` (ChatOrder.channel). */
  channel: string;
  seq: number;
  text: string;
  players: readonly number[] | null;
}

/** Reads committed chat frames of a channel to fill a gap (server/chat/fan-out.ts). */
export type ChatGapReader = (channel: string, afterSeq: number, beforeSeq: number, sample: ChatPush) => Promise<ChatPush[]>;

export interface HubOptions {
  bus?: Bus;
  log?: Logger;
  /** How long a chat push waits for the one before it (channel-reorder.ts); default 200 ms. */
  reorderMs?: number;
  /** Told when a player's first socket here opens / last one closes (presence in Redis). */
  onPresence?: (playerId: number, online: boolean) => void;
}

export class Hub {
  private readonly byPlayer = new Map<number, Set<HubSocket>>();
  readonly bus: Bus;
  /** Players online on the other processes. */
  readonly remote = new RemotePresence();
  private readonly chatOrder: ChannelReorder<ChatPush>;
  private gapReader: ChatGapReader | null = null;

  constructor(private readonly options: HubOptions = {}) {
    this.bus = options.bus ?? new LocalBus();
    const log = options.log;
    this.chatOrder = new ChannelReorder<ChatPush>({
      boundMs: options.reorderMs,
      deliver: (p) => this.deliverText(p.players, p.text, 'chat', p),
      fill: (channel, after, before, sample) => this.fillGap(channel, after, before, sample),
      onEvent: (event, detail) => log?.[event === 'duplicate' || event === 'filled' ? 'debug' : 'warn'](`chat order: ${event}`, detail),
    });
    this.bus.on('push', (m, text) => {
      if (text === undefined) return 0;
      if (m.chat) {
        this.chatOrder.accept(m.chat.channel, { channel: m.chat.channel, seq: m.chat.seq, text, players: m.players });
        return 0;
      }
      return this.deliverText(m.players, text, m.kind);
    });
    this.bus.on('kick', (m) => this.kickTokenHere(m.tokenHash, m.code, m.message));
    this.bus.on('disconnect', (m) => this.disconnectHere(m.player, m.kind, m.closeCode, m.reason));
    this.bus.on('presence', (m, _text, from) => {
      this.remote.apply(from, m.player, m.online);
      return 0;
    });
  }

  /** Where chat gaps are read from (set once the services exist). */
  setGapReader(reader: ChatGapReader): void {
    this.gapReader = reader;
  }

  add(socket: HubSocket): void {
    let set = this.byPlayer.get(socket.playerId);
    if (!set) {
      this.byPlayer.set(socket.playerId, (set = new Set()));
      this.presenceChanged(socket.playerId, true);
    }
    set.add(socket);
  }

  remove(socket: HubSocket): void {
    const set = this.byPlayer.get(socket.playerId);
    if (!set?.delete(socket)) return;
    if (set.size === 0) {
      this.byPlayer.delete(socket.playerId);
      this.presenceChanged(socket.playerId, false);
    }
  }

  private presenceChanged(playerId: number, online: boolean): void {
    this.options.onPresence?.(playerId, online);
    this.bus.publish({ t: 'presence', player: playerId, online });
  }

  /** Players with a socket on THIS process (presence heartbeat). */
  localPlayers(): IterableIterator<number> {
    return this.byPlayer.keys();
  }

  /** This process's open sockets of a player, optionally of one kind. */
  socketsOf(playerId: number, kind?: SocketKind): HubSocket[] {
    const set = this.byPlayer.get(playerId);
    if (!set) return [];
    return [...set].filter((s) => kind === undefined || s.kind === kind);
  }

  /** Online on any process (as far as this process has heard: for lists and badges). */
  isOnline(playerId: number): boolean {
    return this.byPlayer.has(playerId) || this.remote.has(playerId);
  }

  /**
   * False only when no socket of the player can be open anywhere: for skipping a push. The
   * other processes' presence reaches this one a bus hop after their socket opened, so with
   * a shared bus a push is never skipped on it (a socket that just opened elsewhere would
   * miss a change committed here in that window); alone, this process's sockets are all.
   */
  mayBeOnline(playerId: number): boolean {
    return this.bus.shared || this.byPlayer.has(playerId);
  }

  /** Sends to every open socket of the player (of `kind` if given) on every process; returns how many here. */
  push(playerId: number, reply: Reply, kind?: SocketKind): number {
    return this.pushToPlayers([playerId], reply, kind);
  }

  /**
   * Sends one reply to every open socket of each player in `playerIds` (of `kind` if given)
   * on every process, serialised once; a player listed twice gets it once. Returns how many here.
   */
  pushToPlayers(playerIds: Iterable<number>, reply: Reply, kind?: SocketKind): number {
    const players = [...new Set(playerIds)];
    const text = JSON.stringify(reply);
    this.bus.publish({ t: 'push', players, kind }, text);
    return this.deliverText(players, text, kind);
  }

  /** Sends one reply to every open socket (of `kind` if given) on every process; returns how many here. */
  broadcast(reply: Reply, kind?: SocketKind): number {
    const text = JSON.stringify(reply);
    this.bus.publish({ t: 'push', players: null, kind }, text);
    return this.deliverText(null, text, kind);
  }

  /**
   * A chat push (players null = every chat socket): published once, and delivered on every
   * process in the channel's seq order (server/cluster/channel-reorder.ts).
   */
  pushChat(reply: Reply, players: readonly number[] | null, order: ChatOrder): void {
    const text = JSON.stringify(reply);
    const audience = players === null ? null : [...new Set(players)];
    // Alone, this process's sends are already in order (server/chat/channel-order.ts).
    if (!this.bus.shared) {
      this.deliverText(audience, text, 'chat', order);
      return;
    }
    this.bus.publish({ t: 'push', players: audience, kind: 'chat', chat: order }, text);
    this.chatOrder.accept(order.channel, { channel: order.channel, seq: order.seq, text, players: audience });
  }

  /** QA push: like `push`, but waits for every process and answers how many sockets got it in all. */
  async pushCounted(playerId: number, reply: Reply, kind?: SocketKind): Promise<number> {
    const text = JSON.stringify(reply);
    const here = this.deliverText([playerId], text, kind);
    const elsewhere = await this.bus.ask({ t: 'push', players: [playerId], kind }, text);
    return here + elsewhere.total;
  }

  /**
   * Tells every socket opened with `tokenHash`, on every process, why it ends (e.g. 100016
   * duplicate sign-in, 100015 signed out), then closes it. The frame carries the socket's init
   * reply OP so a client that routes by OP still sees it before the close. Returns how many here.
   */
  kickToken(tokenHash: string, code: number, message: string): number {
    this.bus.publish({ t: 'kick', tokenHash, code, message });
    return this.kickTokenHere(tokenHash, code, message);
  }

  /** Closes a player's sockets (of `kind` if given) on every process, no frame first; answers how many in all. */
  async disconnect(playerId: number, kind: SocketKind | undefined, closeCode: number, reason: string): Promise<number> {
    const here = this.disconnectHere(playerId, kind, closeCode, reason);
    const elsewhere = await this.bus.ask({ t: 'disconnect', player: playerId, kind, closeCode, reason });
    return here + elsewhere.total;
  }

  /** Closes this process's sockets (QA reset, shutdown). */
  closeAll(code: number, reason: string): void {
    for (const set of [...this.byPlayer.values()]) for (const s of [...set]) s.close(code, reason);
    for (const id of [...this.byPlayer.keys()]) this.presenceChanged(id, false);
    this.byPlayer.clear();
  }

  /** Forgets where each chat channel's order stands (QA reset: the database starts over). */
  forgetChatOrder(): void {
    this.chatOrder.clear();
  }

  /** Stops the reorder buffer's timers (server closing). */
  close(): void {
    this.chatOrder.close();
  }

  /** Sockets on this process. */
  get size(): number {
    let n = 0;
    for (const set of this.byPlayer.values()) n += set.size;
    return n;
  }

  private deliverText(players: readonly number[] | null, text: string, kind: SocketKind | undefined, order?: ChatOrder): number {
    let n = 0;
    const sets = players === null ? this.byPlayer.values() : players.map((id) => this.byPlayer.get(id) ?? []);
    for (const set of sets) {
      for (const s of set) {
        if (kind !== undefined && s.kind !== kind) continue;
        if (order && (s.chatResumedTo?.(order.channel) ?? 0) >= order.seq) continue;
        if (s.sendText) s.sendText(text);
        else s.send(JSON.parse(text) as Reply);
        n++;
      }
    }
    return n;
  }

  /** Token hashes of this process's sockets (the session sweep checks them). */
  localTokenHashes(): string[] {
    const hashes = new Set<string>();
    for (const set of this.byPlayer.values()) for (const s of set) hashes.add(s.tokenHash);
    return [...hashes];
  }

  /** `kickToken` on this process only: for a session found ended here (sessions.sweep). */
  kickTokenHere(tokenHash: string, code: number, message: string): number {
    let n = 0;
    for (const set of [...this.byPlayer.values()]) {
      for (const s of [...set]) {
        if (s.tokenHash !== tokenHash) continue;
        s.send({ OP: s.initReplyOp, Code: code, Message: message, Result: null });
        s.close(1000, message);
        this.remove(s);
        n++;
      }
    }
    return n;
  }

  private disconnectHere(playerId: number, kind: SocketKind | undefined, closeCode: number, reason: string): number {
    const sockets = this.socketsOf(playerId, kind);
    for (const socket of sockets) {
      socket.close(closeCode, reason);
      this.remove(socket);
    }
    return sockets.length;
  }

  private async fillGap(channel: string, after: number, before: number, sample: ChatPush): Promise<ChatPush[]> {
    // Nobody here would get them: skip the database.
    const anyoneHere = sample.players === null ? this.byPlayer.size > 0 : sample.players.some((id) => this.socketsOf(id, 'chat').length > 0);
    if (!anyoneHere || !this.gapReader) return [];
    return this.gapReader(channel, after, before, sample);
  }
}
