/**
 * This process's place in the cluster: the bus (Redis with REDIS_URL, else in process), the
 * hub routed through it, presence, the shared QA clock and QA fail rules. app.ts builds one.
 */
import type { Clock } from '../clock';
import type { Logger } from '../log';
import { LocalFailRules, type FailRules } from '../qa/fail-rules';
import { Hub } from '../ws/hub';
import { LocalBus, type Bus } from './bus';
import { storePresenceInRedis } from './presence';
import { RedisBus } from './redis-bus';
import { RedisFailRules } from './redis-fail-rules';
import { clockControl, loadClockOffset, type ClockControl } from './shared-clock';

export interface ClusterOptions {
  /** REDIS_URL; without it everything stays in this process. */
  redisUrl?: string;
  /** REDIS_PREFIX: prefix of every Redis key and channel (default `lobby:`). */
  redisPrefix?: string;
  /** A bus to use instead (tests join several servers in one process). */
  bus?: Bus;
  /** Presence heartbeat (default 5 s; a dead process stops counting after 3 beats). */
  heartbeatMs?: number;
  reorderMs?: number;
  clock: Clock;
  log: Logger;
}

export interface ClusterNode {
  bus: Bus;
  /** The Redis bus, when there is one. */
  redis: RedisBus | null;
  hub: Hub;
  failRules: FailRules;
  clock: ClockControl;
  /** Throws with the reason when the bus cannot carry messages (readiness). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_REDIS_PREFIX = 'lobby:';

export async function joinCluster(options: ClusterOptions): Promise<ClusterNode> {
  const { log } = options;
  let redis: RedisBus | null = null;
  if (options.redisUrl && !options.bus) {
    redis = new RedisBus({ url: options.redisUrl, prefix: options.redisPrefix ?? DEFAULT_REDIS_PREFIX, log, heartbeatMs: options.heartbeatMs });
  }
  const bus: Bus = redis ?? options.bus ?? new LocalBus(undefined, (err) => log.error('bus handler failed', { err }));
  let presence: ReturnType<typeof storePresenceInRedis> | null = null;
  const hub = new Hub({ bus, log, reorderMs: options.reorderMs, onPresence: (id, online) => presence?.changed(id, online) });
  const failRules = redis ? new RedisFailRules(redis) : new LocalFailRules();
  const clock = clockControl(options.clock, bus, redis);
  if (redis) {
    presence = storePresenceInRedis(redis, hub.remote, () => hub.localPlayers());
    await redis.start();
    await Promise.all([loadClockOffset(options.clock, redis), (failRules as RedisFailRules).load()]);
    log.info('cluster: joined over Redis', { processId: redis.processId, others: (await redis.otherProcesses()).length });
  }
  return {
    bus,
    redis,
    hub,
    failRules,
    clock,
    check: () => bus.check(),
    async close() {
      hub.close();
      await bus.close();
    },
  };
}
