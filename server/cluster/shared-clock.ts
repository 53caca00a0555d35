/**
 * The QA clock shared by every process: `/__qa/clock` on any process moves every process's
 * clock before it answers. The offset lives in Redis (`<prefix>clock-offset`, so a process
 * started later reads it), and a bus `clock` message sets it on every live process, whose
 * answers are awaited. Without Redis the clock is the process's own.
 */
import type { Clock } from '../clock';
import type { Bus } from './bus';
import type { RedisBus } from './redis-bus';

export interface ClockControl {
  /** Moves every process's clock forward; resolves with the new now once all moved. */
  advance(ms: number): Promise<number>;
  /** Back to real time everywhere. */
  reset(): Promise<void>;
}

export function clockControl(clock: Clock, bus: Bus, redis: RedisBus | null): ClockControl {
  bus.on('clock', (m) => {
    clock.setOffset(m.offset);
    return 1;
  });
  const key = redis?.key('clock-offset');
  const share = async (offset: number) => {
    clock.setOffset(offset);
    await bus.ask({ t: 'clock', offset });
  };
  return {
    async advance(ms) {
      const offset = redis && key ? await redis.redis.incrby(key, ms) : clock.offset() + ms;
      await share(offset);
      return clock.now();
    },
    async reset() {
      if (redis && key) await redis.redis.set(key, 0);
      await share(0);
    },
  };
}

/** A process joining a running cluster takes the current offset. */
export async function loadClockOffset(clock: Clock, redis: RedisBus): Promise<void> {
  const stored = await redis.redis.get(redis.key('clock-offset'));
  if (stored !== null) clock.setOffset(Number(stored));
}
