/**
 * Who is online on the OTHER processes, for `hub.isOnline` (player lists, chat rooms), which
 * stays synchronous: a cache fed at once by the bus's presence messages (a player's first
 * socket here / last socket gone) and rebuilt on every heartbeat from Redis, where each
 * process keeps its players in `<prefix>online:<processId>` with an expiry. A killed process
 * stops counting within one ttl: its set expires and its heartbeat is no longer live.
 */
import type { RedisBus } from './redis-bus';

export class RemotePresence {
  private readonly byProcess = new Map<string, Set<number>>();
  /** Messages received while a snapshot is read: they are newer, so they win over it. */
  private during: [string, number, boolean][] | null = null;

  /** A presence message from `process`. */
  apply(process: string, playerId: number, online: boolean): void {
    this.during?.push([process, playerId, online]);
    this.set(process, playerId, online);
  }

  /** Call before reading a snapshot from Redis. */
  beginRead(): void {
    this.during = [];
  }

  private set(process: string, playerId: number, online: boolean): void {
    let set = this.byProcess.get(process);
    if (online) {
      if (!set) this.byProcess.set(process, (set = new Set()));
      set.add(playerId);
    } else set?.delete(playerId);
  }

  /** Replaces everything with a fresh read (live processes only), then the messages since beginRead. */
  replace(snapshot: Map<string, Set<number>>): void {
    this.byProcess.clear();
    for (const [process, players] of snapshot) this.byProcess.set(process, players);
    for (const [process, playerId, online] of this.during ?? []) if (snapshot.has(process)) this.set(process, playerId, online);
    this.during = null;
  }

  has(playerId: number): boolean {
    for (const set of this.byProcess.values()) if (set.has(playerId)) return true;
    return false;
  }
}

/** Keeps this process's online players in Redis and refreshes `remote` on every heartbeat. */
export function storePresenceInRedis(bus: RedisBus, remote: RemotePresence, localPlayers: () => Iterable<number>) {
  const keyOf = (process: string) => bus.key(`online:${process}`);
  const own = keyOf(bus.processId);
  const ttl = bus.ttlMs;

  bus.onHeartbeat(async () => {
    const players = [...localPlayers()];
    const tx = bus.redis.multi().del(own);
    if (players.length > 0) tx.sadd(own, ...players).pexpire(own, ttl);
    await tx.exec();
    remote.beginRead();
    const others = await bus.otherProcesses();
    const snapshot = new Map<string, Set<number>>();
    if (others.length > 0) {
      const read = bus.redis.pipeline();
      for (const p of others) read.smembers(keyOf(p));
      const results = (await read.exec()) ?? [];
      others.forEach((p, i) => snapshot.set(p, new Set(((results[i]?.[1] as string[] | undefined) ?? []).map(Number))));
    }
    remote.replace(snapshot);
  });

  return {
    /** The player's first socket here opened (true) or their last one closed (false). */
    changed(playerId: number, online: boolean): void {
      const write = online ? bus.redis.multi().sadd(own, playerId).pexpire(own, ttl) : bus.redis.multi().srem(own, playerId);
      write.exec().catch(() => undefined); // the next heartbeat writes the whole set again
    },
  };
}
