/**
 * Who is connected: every open, initialised socket by player and kind, so a push reaches
 * all of a player's tabs, and a token's sockets can be told and closed when it is revoked.
 */
import type { Reply } from '../../src/protocol';

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
}

function sendSerialised(socket: HubSocket, reply: Reply, text: string): void {
  if (socket.sendText) socket.sendText(text);
  else socket.send(reply);
}

export class Hub {
  private readonly byPlayer = new Map<number, Set<HubSocket>>();

  add(socket: HubSocket): void {
    let set = this.byPlayer.get(socket.playerId);
    if (!set) this.byPlayer.set(socket.playerId, (set = new Set()));
    set.add(socket);
  }

  remove(socket: HubSocket): void {
    const set = this.byPlayer.get(socket.playerId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.byPlayer.delete(socket.playerId);
  }

  /** Open sockets of a player, optionally of one kind. */
  socketsOf(playerId: number, kind?: SocketKind): HubSocket[] {
    const set = this.byPlayer.get(playerId);
    if (!set) return [];
    return [...set].filter((s) => kind === undefined || s.kind === kind);
  }

  isOnline(playerId: number): boolean {
    return this.byPlayer.has(playerId);
  }

  /** Sends to every open socket of the player (of `kind` if given); returns how many. */
  push(playerId: number, reply: Reply, kind?: SocketKind): number {
    const targets = this.socketsOf(playerId, kind);
    for (const s of targets) s.send(reply);
    return targets.length;
  }

  /**
   * Sends one reply to every open socket of each player in `playerIds` (of `kind` if
   * given), serialising it once; a player listed twice gets it once. Returns how many.
   */
  pushToPlayers(playerIds: Iterable<number>, reply: Reply, kind?: SocketKind): number {
    const text = JSON.stringify(reply);
    let n = 0;
    for (const playerId of new Set(playerIds)) {
      for (const s of this.byPlayer.get(playerId) ?? []) {
        if (kind !== undefined && s.kind !== kind) continue;
        sendSerialised(s, reply, text);
        n++;
      }
    }
    return n;
  }

  /** Sends one reply to every open socket (of `kind` if given), serialised once. */
  broadcast(reply: Reply, kind?: SocketKind): number {
    const text = JSON.stringify(reply);
    let n = 0;
    for (const set of this.byPlayer.values()) {
      for (const s of set) {
        if (kind !== undefined && s.kind !== kind) continue;
        sendSerialised(s, reply, text);
        n++;
      }
    }
    return n;
  }

  /**
   * Tells every socket opened with `tokenHash` why it ends (e.g. 100016 duplicate sign-in,
   * 100015 signed out), then closes it. The frame carries the socket's init reply OP so a
   * client that routes by OP still sees it before the close.
   */
  kickToken(tokenHash: string, code: number, message: string): number {
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

  closeAll(code: number, reason: string): void {
    for (const set of [...this.byPlayer.values()]) for (const s of [...set]) s.close(code, reason);
    this.byPlayer.clear();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byPlayer.values()) n += set.size;
    return n;
  }
}
