/**
 * Keeps pushes of one channel in Seq order. Storing a message and pushing it are two
 * steps; without this, message 6 could be pushed before message 5 when two sends overlap,
 * and a client that then lost its socket would resume "after 6" and never see 5.
 * One queue per channel and server (a Hub identifies the server): other channels and the
 * database stay concurrent. Across processes each receiving process restores the order
 * itself (server/cluster/channel-reorder.ts); this queue only spares it the waiting.
 */
import type { Hub } from '../ws/hub';

class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `fn` after every earlier `run` of the same key settled. */
  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(fn, fn);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    // Forget idle keys so private conversations do not accumulate.
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  get size(): number {
    return this.tails.size;
  }
}

const queues = new WeakMap<Hub, KeyedQueue>();

/**
 * Runs store-then-push for a channel in order with the other sends of that channel.
 * @example inChannelOrder(hub, { channelType: 1, channelKey: 'world' }, async () => { …append; deliver… })
 */
export function inChannelOrder<T>(hub: Hub, channel: { channelType: number; channelKey: string }, fn: () => Promise<T>): Promise<T> {
  let queue = queues.get(hub);
  if (!queue) queues.set(hub, (queue = new KeyedQueue()));
  return queue.run(`${channel.channelType}:${channel.channelKey}`, fn);
}
