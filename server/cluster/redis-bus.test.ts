/**
 * The Redis bus itself: messages reach the other processes of the same prefix only, asks
 * gather every live process's answer, and a process that died without a goodbye (SIGKILL)
 * stops being waited for and stops counting as online within its ttl.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import type { BusMessage } from './bus';
import { RemotePresence, storePresenceInRedis } from './presence';
import { RedisBus } from './redis-bus';
import { redisForTests } from '../testing/cluster';
import { eventually } from '../testing/wait';

const redisUrl = await redisForTests();
const log = createLogger({ level: 'silent' });

describe.skipIf(!redisUrl)('Redis bus', () => {
  const buses: RedisBus[] = [];
  afterEach(async () => {
    for (const b of buses.splice(0)) await b.close();
  });

  async function bus(prefix: string, heartbeatMs = 5000): Promise<RedisBus> {
    const b = new RedisBus({ url: redisUrl as string, prefix, log, heartbeatMs });
    await b.start();
    buses.push(b);
    return b;
  }

  /** Ends a bus like SIGKILL would: no goodbye, no more heartbeats. */
  function kill(b: RedisBus): void {
    (b as unknown as { timer: NodeJS.Timeout }).timer.close();
    b.redis.disconnect();
    (b as unknown as { sub: { disconnect(): void } }).sub.disconnect();
    buses.splice(buses.indexOf(b), 1);
  }

  it('a push with its frame reaches the other processes of the prefix once, not itself nor other prefixes', async () => {
    const prefix = `t-${randomUUID().slice(0, 8)}:`;
    const [one, two, stranger, strangerPeer] = [await bus(prefix), await bus(prefix), await bus(`${prefix}other:`), await bus(`${prefix}other:`)];
    const got = new Map<RedisBus, string[]>([[one, []], [two, []], [stranger, []]]);
    for (const [b, list] of got) b.on('push', (_m, text) => list.push(text ?? '') && 1);
    const push = (from: RedisBus, text: string) => from.publish({ t: 'push', players: [1], kind: 'chat' }, text);
    push(one, '{"OP":30001,"Message":"line\\nbreak"}');
    // Redis hands each subscriber the messages in the order it ran the PUBLISHes: a later one
    // reaching a bus means every earlier one meant for it is in.
    push(one, 'end');
    await eventually(() => expect(got.get(two)).toContain('end'));
    push(two, 'end');
    push(strangerPeer, 'end');
    await eventually(() => expect(got.get(one)).toContain('end'));
    await eventually(() => expect(got.get(stranger)).toContain('end'));
    expect(got.get(two)).toEqual(['{"OP":30001,"Message":"line\\nbreak"}', 'end']);
    expect(got.get(one)).toEqual(['end']);
    expect(got.get(stranger)).toEqual(['end']);
  });

  it('ask sums every other live process’s answer; a killed process stops being waited for after its ttl', async () => {
    const prefix = `t-${randomUUID().slice(0, 8)}:`;
    const asker = await bus(prefix, 200);
    const others = [await bus(prefix, 200), await bus(prefix, 200)];
    others.forEach((b, i) => b.on('disconnect', (m: Extract<BusMessage, { t: 'disconnect' }>) => m.player * (i + 1)));
    const message: BusMessage = { t: 'disconnect', player: 5, closeCode: 4000, reason: 'x' };
    expect(await asker.ask(message)).toEqual({ total: 15, missing: [] });

    const dead = others[1] as RedisBus;
    kill(dead);
    // Still live on paper: waited for until the ask's timeout (the default 3 s: that wait is the
    // subject here, and it leaves the live one all the time it needs), then reported missing.
    const early = await asker.ask(message);
    expect(early).toEqual({ total: 5, missing: [dead.processId] });
    // Its heartbeat runs out after the ttl (3 × 200 ms).
    await eventually(async () => expect(await asker.otherProcesses()).not.toContain(dead.processId));
    // Not asked any more: nobody is missing (had it been waited for, it would be listed).
    expect(await asker.ask(message)).toEqual({ total: 5, missing: [] });
  });

  it('presence: players on another process count as online; a killed process’s players stop counting', async () => {
    const prefix = `t-${randomUUID().slice(0, 8)}:`;
    const here = await bus(prefix, 200);
    const there = await bus(prefix, 200);
    const remote = new RemotePresence();
    storePresenceInRedis(here, remote, () => []);
    storePresenceInRedis(there, new RemotePresence(), () => [42, 43]);
    await eventually(() => expect([remote.has(42), remote.has(43), remote.has(44)]).toEqual([true, true, false]));
    kill(there);
    await eventually(() => expect(remote.has(42)).toBe(false)); // after its ttl (3 × 200 ms)
  });

  it('check() reports a lost connection', async () => {
    const b = await bus(`t-${randomUUID().slice(0, 8)}:`);
    await expect(b.check()).resolves.toBeUndefined();
    (b as unknown as { sub: { disconnect(): void } }).sub.disconnect();
    await eventually(() => expect(b.check()).rejects.toThrow(/subscriber/));
  });
});
