/**
 * QA fail rules shared by every process: each rule is a Redis hash `<prefix>fail:<op>`
 * (code, message, remaining) taken atomically by a script, so `Times: 3` answers three
 * requests in all, whichever processes they reach. Every process keeps the set of OPs that
 * have a rule (told through the bus), so a frame without one costs no Redis round trip.
 */
import type { FailRules, ForcedReply } from '../qa/fail-rules';
import type { RedisBus } from './redis-bus';

const TAKE = `
local r = redis.call('HMGET', KEYS[1], 'code', 'message', 'remaining')
if not r[3] then return nil end
local left = tonumber(r[3]) - 1
if left <= 0 then redis.call('DEL', KEYS[1]) else redis.call('HSET', KEYS[1], 'remaining', left) end
return {r[1], r[2]}
`;

export class RedisFailRules implements FailRules {
  private readonly ops = new Set<number>();

  constructor(private readonly bus: RedisBus) {
    bus.on('fail-rule', (m) => {
      if (m.on) this.ops.add(m.op);
      else if (m.op < 0) this.ops.clear();
      else this.ops.delete(m.op);
      return 1;
    });
  }

  /** Reads the rules already set (a process joining a running cluster). */
  async load(): Promise<void> {
    const keys = await this.bus.redis.keys(this.bus.key('fail:*')); // QA only: a handful of keys
    for (const k of keys) this.ops.add(Number(k.slice(k.lastIndexOf(':') + 1)));
  }

  async set(op: number, code: number, message: string, times: number): Promise<void> {
    const key = this.bus.key(`fail:${op}`);
    if (times <= 0) await this.bus.redis.del(key);
    else await this.bus.redis.multi().del(key).hset(key, { code, message, remaining: times }).exec();
    if (times > 0) this.ops.add(op);
    else this.ops.delete(op);
    await this.bus.ask({ t: 'fail-rule', op, on: times > 0 });
  }

  async take(op: number): Promise<ForcedReply | undefined> {
    if (!this.ops.has(op)) return undefined;
    const r = (await this.bus.redis.eval(TAKE, 1, this.bus.key(`fail:${op}`))) as [string, string] | null;
    if (!r) {
      this.ops.delete(op); // used up elsewhere
      return undefined;
    }
    return { code: Number(r[0]), message: r[1] };
  }

  async clear(): Promise<void> {
    const keys = await this.bus.redis.keys(this.bus.key('fail:*'));
    if (keys.length > 0) await this.bus.redis.del(...keys);
    this.ops.clear();
    await this.bus.ask({ t: 'fail-rule', op: -1, on: false });
  }
}
